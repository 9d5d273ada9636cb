import type { ErrorRow } from '@/lib/api-docs/errors';
import { apiDocCopy } from '@/lib/content/developers';
import { StatusBadge } from './status-badge';

export interface ErrorsTableProps {
  rows: ErrorRow[];
}

/** Every error an endpoint answers, with its status, code and when it happens. */
export function ErrorsTable({ rows }: ErrorsTableProps) {
  const { errors } = apiDocCopy;
  return (
    <section aria-labelledby="errors-heading">
      <h2 id="errors-heading" className="text-2xl font-bold">
        {errors.heading}
      </h2>
      <p className="mt-2 text-muted">{errors.lead}</p>
      {/* Focusable so keyboard users can scroll the table sideways on a narrow screen. */}
      <div tabIndex={0} role="region" aria-label={errors.caption} className="mt-4 overflow-x-auto rounded-xl border border-line">
        <table className="w-full min-w-[36rem] text-left text-sm">
          <caption className="sr-only">{errors.caption}</caption>
          <thead className="bg-surface text-xs uppercase tracking-wide text-muted">
            <tr>
              {errors.columns.map((column) => (
                <th key={column} scope="col" className="px-4 py-3 font-semibold">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line align-top">
            {rows.map((row) => (
              <tr key={row.error_code}>
                <td className="px-4 py-3">
                  <StatusBadge status={row.status} />
                </td>
                <th scope="row" className="px-4 py-3 font-mono text-xs font-semibold">
                  {row.error_code}
                </th>
                <td className="px-4 py-3">{row.message}</td>
                <td className="px-4 py-3 text-muted">{row.when}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
