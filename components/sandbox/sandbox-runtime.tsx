import { StatusBadge } from '@/components/api-docs/status-badge';
import { sandboxStatusText, simulateSandboxCall } from '@/lib/api-docs/sandbox';
import type { SandboxResult } from '@/lib/api-docs/sandbox';
import { sandboxCopy } from '@/lib/content/developers';
import { JsonView } from './json-view';

/**
 * The sandbox's heavy half, loaded with import() on the first interaction: the request
 * schemas (zod), the simulation and the JSON highlighter stay out of the page's first load.
 */
export { simulateSandboxCall };
export { StkSession } from './stk-session';

export interface SandboxResponseProps {
  result: SandboxResult;
}

export function SandboxResponse({ result }: SandboxResponseProps) {
  return (
    <div className="space-y-3">
      <p className="flex items-center gap-2 text-sm font-semibold">
        <StatusBadge status={result.status} />
        <span>{sandboxStatusText[result.status]}</span>
      </p>
      <JsonView text={JSON.stringify(result.body, null, 2)} label={sandboxCopy.responseLabel} />
    </div>
  );
}
