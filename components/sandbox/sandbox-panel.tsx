import type { Locale } from '@/lib/i18n/locales';
import { copyIn } from '@/lib/content/copy';
import { cn } from '@/lib/cn';
import { ResponseExamples } from '@/components/api-docs/response-examples';
import type { ApiDocEntry } from '@/lib/api-docs/catalogue';
import { SandboxConsole } from './sandbox-console';

export interface SandboxPanelProps {
  /** The page's language. */
  locale: Locale;
  doc: ApiDocEntry;
  className?: string;
}

/** The API page's side panel: the sandbox, the response examples and the notice. */
export function SandboxPanel({ doc, className, locale }: SandboxPanelProps) {
  const { sandboxCopy, sandboxDefaultsHint } = copyIn(locale).developers;
  return (
    <section aria-labelledby="sandbox-heading" className={cn('space-y-6', className)}>
      <div className="rounded-2xl border border-line bg-white p-5 shadow-sm">
        <h2 id="sandbox-heading" className="text-xl font-bold">
          {sandboxCopy.heading}
        </h2>
        <p className="mt-3 rounded-lg bg-accent-100 p-3 text-sm text-accent-900">
          <strong>{sandboxCopy.noticeTitle}</strong> {sandboxCopy.notice}
        </p>
        <div className="mt-4">
          <SandboxConsole
            apiId={doc.docId}
            sample={JSON.stringify(doc.request.sample, null, 2)}
            copy={{
              ...sandboxCopy,
              bodyLabel: doc.request.location === 'path' ? sandboxCopy.pathLabel : sandboxCopy.bodyLabel,
              hint: sandboxDefaultsHint(doc.request.sandboxDefaults),
            }}
          />
        </div>
      </div>
      <ResponseExamples responses={doc.responses} />
    </section>
  );
}
