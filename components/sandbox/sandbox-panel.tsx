import type { Country } from '@/lib/countries';
import type { Locale } from '@/lib/i18n/locales';
import { copyIn } from '@/lib/content/copy';
import { cn } from '@/lib/cn';
import { resultTestNumber } from '@/lib/mpesa-sandbox/outcome-callbacks';
import { successCode } from '@/lib/mpesa-sandbox/result-codes';
import { listenCommandHalves, triggerCommandHalves } from '@/lib/sandbox-listen/commands';
import { CommandHalves } from '@/components/code/command-halves';
import { ResponseExamples } from '@/components/api-docs/response-examples';
import type { ApiDocEntry } from '@/lib/api-docs/catalogue';
import { SandboxConsole } from './sandbox-console';
import { stkSandboxWordsIn } from './stk-words-in';

export interface SandboxPanelProps {
  /** The page's market and language. */
  country: Country;
  locale: Locale;
  doc: ApiDocEntry;
  className?: string;
}

/** The API page's side panel: the sandbox, the response examples and the notice. */
export function SandboxPanel({ doc, className, country, locale }: SandboxPanelProps) {
  const { sandboxCopy, sandboxDefaultsHint } = copyIn(locale).developers;
  // The STK push prompts a customer: its sandbox gets the virtual phone and the callback inbox.
  const stkWords = doc.docId === 'mpesa-stk-push' ? stkSandboxWordsIn(country, locale) : undefined;
  const { localCallbacksCopy } = copyIn(locale).developerTesting;
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
            stkWords={stkWords}
          />
        </div>
        {stkWords ? (
          <p className="mt-4 text-sm text-muted">
            {stkWords.statusQuery.text}{' '}
            <a href={stkWords.statusQueryHref} className="font-semibold text-brand-700 underline underline-offset-4">
              {stkWords.statusQuery.link}
            </a>
          </p>
        ) : null}
        {stkWords ? (
          <div className="mt-2 space-y-1 text-sm text-muted">
            <p>{localCallbacksCopy.stkPageNote.listen}</p>
            <code className="block font-mono text-xs wrap-anywhere text-ink">
              <CommandHalves halves={listenCommandHalves} breakAddress />
            </code>
            <p>{localCallbacksCopy.stkPageNote.trigger}</p>
            <code className="block font-mono text-xs wrap-anywhere text-ink">
              <CommandHalves halves={triggerCommandHalves(resultTestNumber(successCode)?.phone ?? String(successCode))} breakAddress />
            </code>
          </div>
        ) : null}
      </div>
      <ResponseExamples responses={doc.responses} />
    </section>
  );
}
