import { JsonView } from '@/components/sandbox/json-view';
import type { ResponseExample } from '@/lib/api-docs/catalogue';
import { apiDocCopy } from '@/lib/content/developers';
import { StatusBadge } from './status-badge';

export interface ResponseExamplesProps {
  responses: ResponseExample[];
}

/** One response example per status code, each in a native disclosure: no client JavaScript. */
export function ResponseExamples({ responses }: ResponseExamplesProps) {
  return (
    <section aria-labelledby="responses-heading" className="rounded-2xl border border-line bg-white p-5 shadow-sm">
      <h2 id="responses-heading" className="text-xl font-bold">
        {apiDocCopy.responses}
      </h2>
      <div className="mt-4 space-y-3">
        {responses.map((response, index) => (
          <details key={response.status} open={index === 0} className="group rounded-lg border border-line">
            <summary className="flex cursor-pointer items-center gap-3 rounded-lg p-3 text-sm font-medium hover:bg-surface">
              <StatusBadge status={response.status} />
              <span>{response.meaning}</span>
            </summary>
            <div className="p-3 pt-0">
              <JsonView text={JSON.stringify(response.body, null, 2)} label={`${response.status} response example`} />
            </div>
          </details>
        ))}
      </div>
    </section>
  );
}
