import { cn } from '@/lib/cn';
import type { ReactNode } from 'react';
import { copyIn } from '@/lib/content/copy';
import type { Locale } from '@/lib/i18n/locales';

const tones = {
  note: { className: 'border-brand-600 bg-brand-50' },
  tip: { className: 'border-brand-500 bg-surface' },
  warning: { className: 'border-accent-400 bg-accent-100' },
} as const;

export type CalloutType = keyof typeof tones;

export interface CalloutProps {
  type?: string;
  title?: string;
  children: ReactNode;
  /** The article's language. */
  locale: Locale;
}

function isCalloutType(value: string): value is CalloutType {
  return Object.hasOwn(tones, value);
}

/** `<Callout type="tip" title="…">` in an article: a highlighted aside within the text. */
export function Callout({ type = 'note', title, children, locale }: CalloutProps) {
  if (!isCalloutType(type)) throw new Error(`<Callout type="${type}">: use one of ${Object.keys(tones).join(', ')}`);
  const tone = tones[type];
  const label = copyIn(locale).blog.blogCopy.calloutLabels[type];
  return (
    // role="note": an aside inside <main> would be a misplaced complementary landmark.
    <div role="note" className={cn('my-8 rounded-r-xl border-l-4 px-5 py-4', tone.className)}>
      <p className="font-semibold text-ink">
        <span className="sr-only">{label}: </span>
        {title ?? label}
      </p>
      <div className="mt-2 text-ink [&>p]:my-2">{children}</div>
    </div>
  );
}
