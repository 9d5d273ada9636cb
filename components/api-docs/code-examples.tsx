import { CodeBlock } from '@/components/code/code-block';
import { CopyButton } from '@/components/code/copy-button';
import type { CodeExample } from '@/lib/api-docs/code-examples';
import { apiDocCopy } from '@/lib/content/developers';
import { CodeTabs } from './code-tabs';
import { HeadingSection } from '@/components/ui/heading-section';

export interface CodeExamplesProps {
  examples: CodeExample[];
}

interface ExamplePanelProps {
  example: CodeExample;
}

function ExamplePanel({ example }: ExamplePanelProps) {
  const codeId = `code-sample-${example.id}`;
  return (
    <div className="space-y-2">
      <div className="flex items-center justify-between">
        <p className="text-sm font-semibold text-muted">{example.label}</p>
        <CopyButton codeId={codeId} />
      </div>
      <CodeBlock code={example.code} id={codeId} lang={example.lang} label={`${example.label} example`} />
    </div>
  );
}

/** The API's code samples, highlighted at build time; several languages become tabs. */
export function CodeExamples({ examples }: CodeExamplesProps) {
  const [only] = examples;
  return (
    <HeadingSection size="medium" headingId="code-heading" heading={apiDocCopy.codeExamples}>
      <div className="mt-4">
        {examples.length === 1 && only ? (
          <ExamplePanel example={only} />
        ) : (
          <CodeTabs
            label={apiDocCopy.codeExamples}
            tabs={examples.map((example) => ({ id: example.id, label: example.label, panel: <ExamplePanel example={example} /> }))}
          />
        )}
      </div>
    </HeadingSection>
  );
}
