import { CodeBlock } from '@/components/code/code-block';
import { copyIn } from '@/lib/content/copy';
import type { Locale } from '@/lib/i18n/locales';
import { exampleCallback } from '@/lib/api-docs/callback-examples';
import type { ResultCode } from '@/lib/mpesa-sandbox/result-codes';

export interface ExampleCallbackProps {
  locale: Locale;
  code: ResultCode;
}

/**
 * The callback body the sandbox sends for this code, indented for reading, with the reminder
 * that the signed bytes are the compact JSON.
 */
export function ExampleCallback({ locale, code }: ExampleCallbackProps) {
  const words = copyIn(locale).resultCodes.resultCodePageCopy;
  const body = exampleCallback(code);
  return (
    <>
      <p className="mt-2 text-muted">
        {words.exampleLead} <code className="font-mono text-sm">{body.type}</code>
      </p>
      <CodeBlock code={JSON.stringify(body, null, 2)} lang="json" label={words.exampleLabel} className="mt-4" />
      <p className="mt-3 text-sm text-muted">{words.compactNote}</p>
    </>
  );
}
