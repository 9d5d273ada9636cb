import type { Locale } from '@/lib/i18n/locales';
import { copyIn } from '@/lib/content/copy';
import { cn } from '@/lib/cn';

export interface SdkListProps {
  /** The page's language. */
  locale: Locale;
  /**
   * `dark`: the home page's band, under its own heading (names are plain text).
   * `light`: the developers page, where each SDK's name is a heading.
   */
  tone: 'dark' | 'light';
  className?: string;
}

const styles = {
  dark: {
    list: 'grid-cols-2 gap-3',
    item: 'rounded-xl border border-white/15 bg-white/5 p-4',
    available: 'bg-brand-100 text-brand-900',
    install: 'mt-2 break-all text-brand-100',
  },
  light: {
    list: 'gap-4 sm:grid-cols-2 lg:grid-cols-4',
    item: 'rounded-2xl border border-line bg-white p-5',
    available: 'bg-green-100 text-green-900',
    install: 'mt-3 rounded-lg bg-surface px-3 py-2 ring-1 ring-line',
  },
} as const;

/** The SDKs with their status (Available or Coming Soon) and, where there is one, the install command. */
export function SdkList({ tone, className, locale }: SdkListProps) {
  const { sdks, sdkStatusLabels } = copyIn(locale).sdks;
  const style = styles[tone];
  return (
    <ul className={cn('grid', style.list, className)}>
      {sdks.map((sdk) => {
        const status = cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', sdk.status === 'Available' ? style.available : 'bg-accent-100 text-accent-900');
        return (
          <li key={sdk.name} className={style.item}>
            {tone === 'dark' ? (
              <>
                <p className="font-semibold">{sdk.name}</p>
                <p className={cn('mt-2 inline-block', status)}>{sdkStatusLabels[sdk.status]}</p>
              </>
            ) : (
              <div className="flex items-center justify-between gap-2">
                <h3 className="font-semibold">{sdk.name}</h3>
                <span className={status}>{sdkStatusLabels[sdk.status]}</span>
              </div>
            )}
            {sdk.install ? <code className={cn('block font-mono text-xs', style.install)}>{sdk.install}</code> : null}
          </li>
        );
      })}
    </ul>
  );
}
