import { cn } from '@/lib/cn';
import type { ParameterRow } from '@/lib/api-docs/parameters';
import { apiDocCopy } from '@/lib/content/developers';
import { DocTable } from './doc-table';
import { HeadingSection } from '@/components/ui/heading-section';

export interface ParametersTableProps {
  rows: ParameterRow[];
  /** Where the fields travel: the table's name says it. */
  location: 'body' | 'path';
}

/** One row per field: name, example, type, required or optional, description and validation. */
export function ParametersTable({ rows, location }: ParametersTableProps) {
  const caption = location === 'path' ? apiDocCopy.parameters.pathCaption : apiDocCopy.parameters.caption;
  return (
    <HeadingSection size="medium" headingId="parameters-heading" heading={apiDocCopy.parameters.heading}>
      <DocTable caption={caption} columns={apiDocCopy.parameterColumns} minWidth="min-w-[44rem]">
        {rows.map((row) => (
          <tr key={row.name}>
            <th scope="row" className="px-4 py-3 font-mono font-semibold">
              {row.name}
            </th>
            <td className="px-4 py-3 font-mono text-xs break-words">{row.example}</td>
            <td className="px-4 py-3 font-mono text-xs">{row.type}</td>
            <td className="px-4 py-3">
              <span
                className={cn(
                  'rounded-md px-2 py-0.5 text-xs font-semibold',
                  row.required ? 'bg-red-100 text-red-900' : 'bg-surface text-muted ring-1 ring-line',
                )}
              >
                {row.required ? apiDocCopy.required : apiDocCopy.optional}
              </span>
            </td>
            <td className="px-4 py-3">{row.description}</td>
            <td className="px-4 py-3 text-muted">{row.validation}</td>
          </tr>
        ))}
      </DocTable>
    </HeadingSection>
  );
}
