import { cn } from '@/lib/cn';
import type { ReactNode } from 'react';

export interface DocTableProps {
  /** The table's accessible name, also its (visually hidden) caption. */
  caption: string;
  columns: readonly string[];
  /** Tailwind min-width: wide tables scroll sideways on narrow screens. */
  minWidth: string;
  children: ReactNode;
}

/** The API pages' tables: a captioned table with a header row, scrollable sideways. */
export function DocTable({ caption, columns, minWidth, children }: DocTableProps) {
  return (
    // Focusable so keyboard users can scroll the table sideways on a narrow screen.
    <div tabIndex={0} role="region" aria-label={caption} className="mt-4 overflow-x-auto rounded-xl border border-line">
      <table className={cn('w-full text-left text-sm', minWidth)}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-surface text-xs tracking-wide text-muted uppercase">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-3 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line align-top">{children}</tbody>
      </table>
    </div>
  );
}
