import type { ErrorRow } from '@/lib/api-docs/errors';
import { apiDocCopy } from '@/lib/content/developers';
import { DocTable } from './doc-table';
import { StatusBadge } from './status-badge';
import { HeadingSection } from '@/components/ui/heading-section';

export interface ErrorsTableProps {
  rows: ErrorRow[];
}

/** Every error an endpoint answers, with its status, code and when it happens. */
export function ErrorsTable({ rows }: ErrorsTableProps) {
  const { errors } = apiDocCopy;
  return (
    <HeadingSection size="medium" headingId="errors-heading" heading={errors.heading} lead={errors.lead}>
      <DocTable caption={errors.caption} columns={errors.columns} minWidth="min-w-[36rem]">
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
      </DocTable>
    </HeadingSection>
  );
}
