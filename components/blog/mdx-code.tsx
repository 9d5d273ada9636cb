import { isValidElement } from 'react';
import type { ReactNode } from 'react';
import { CodeBlock } from '@/components/code/code-block';
import { copyIn } from '@/lib/content/copy';
import type { Locale } from '@/lib/i18n/locales';
import { CopyButton } from '@/components/code/copy-button';
import { codeFenceProblem, fenceLanguages } from '@/lib/blog/code-fences';
import { textOf } from './text-of';

export interface MdxCodeProps {
  /** The fenced block as MDX gives it: a <code class="language-x"> element. */
  children?: ReactNode;
  file: string;
  /** Numbers the block, so each scrollable region has its own name. */
  index: number;
  /** The article's language. */
  locale: Locale;
}

/** A fenced code block of an article, highlighted at build time, with a copy button. */
export function MdxCode({ children, file, index, locale }: MdxCodeProps) {
  const code = isValidElement<{ className?: string; children?: ReactNode }>(children) ? children.props : { children };
  const fence = /language-([\w-]+)/.exec(code.className ?? '')?.[1] ?? 'text';
  const language = fenceLanguages[fence];
  if (!language) throw new Error(`${file}: ${codeFenceProblem(fence)}`);
  const source = textOf(code.children).replace(/\n$/, '');
  const copy = copyIn(locale).blog.blogCopy;
  const codeId = `code-sample-${index}`;
  return (
    <div className="relative my-6">
      <CodeBlock code={source} id={codeId} lang={language.lang} label={copy.codeSampleLabel(index, language.label)} className="pr-24" />
      <div className="absolute top-2 right-2">
        <CopyButton
          codeId={codeId}
          label={copy.copyCode.label}
          copiedLabel={copy.copyCode.copied}
          failedLabel={copy.copyCode.failed}
          className="btn min-h-9 bg-white/10 px-3 text-xs text-white hover:bg-white/20"
        />
      </div>
    </div>
  );
}
