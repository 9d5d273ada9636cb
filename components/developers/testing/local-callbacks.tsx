import { CodeBlock } from '@/components/code/code-block';
import { CopyButton } from '@/components/code/copy-button';
import { HeadingSection } from '@/components/ui/heading-section';
import { copyIn } from '@/lib/content/copy';
import { fill } from '@/lib/fill';
import type { Locale } from '@/lib/i18n/locales';
import { testNumbers } from '@/lib/mpesa-sandbox/test-numbers';
import { listenCommand, triggerCommand } from '@/lib/sandbox-listen/commands';

export interface LocalCallbacksProps {
  locale: Locale;
}

interface Command {
  id: string;
  label: string;
  line: string;
}

function CommandLine({ id, label, line, words }: Command & { words: ReturnType<typeof copyIn>['developerTesting']['localCallbacksCopy'] }) {
  return (
    <li className="flex items-start gap-2">
      <CodeBlock code={line} id={id} lang="bash" label={label} className="min-w-0 flex-1 py-2" />
      <CopyButton codeId={id} label={words.copyLabel} copiedLabel={words.copiedLabel} failedLabel={words.copyFailedLabel} />
    </li>
  );
}

/** The command-line tool: trigger, one copyable line per test number and one for all, then listen. */
export function LocalCallbacks({ locale }: LocalCallbacksProps) {
  const words = copyIn(locale).developerTesting.localCallbacksCopy;
  const trigger: Command[] = [
    ...testNumbers.map(({ phone }) => ({
      id: `trigger-${phone}`,
      label: fill(words.triggerLabel, { number: phone }),
      line: triggerCommand(phone),
    })),
    { id: 'trigger-all', label: words.allLabel, line: triggerCommand('all') },
  ];
  return (
    <HeadingSection size="medium" id="own-machine" headingId="own-machine-heading" heading={words.heading} lead={words.lead}>
      <h3 className="mt-6 text-lg font-bold">{words.triggerHeading}</h3>
      <p className="mt-2 text-muted">{words.triggerText}</p>
      <ul className="mt-3 space-y-2">
        {trigger.map((command) => (
          <CommandLine key={command.id} {...command} words={words} />
        ))}
      </ul>
      <h3 className="mt-6 text-lg font-bold">{words.listenHeading}</h3>
      <p className="mt-2 text-muted">{words.listenText}</p>
      <ul className="mt-3">
        <CommandLine id="listen" label={words.listenLabel} line={listenCommand} words={words} />
      </ul>
    </HeadingSection>
  );
}
