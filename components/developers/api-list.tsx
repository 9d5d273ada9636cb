import { copyIn } from '@/lib/content/copy';
import type { Locale } from '@/lib/i18n/locales';
import { MethodBadge } from '@/components/api-docs/method-badge';
import { AppLink } from '@/components/ui/app-link';
import { apiListing } from '@/lib/api-docs/listing';
import { cn } from '@/lib/cn';
import type { Country } from '@/lib/countries';
import { apiDocHref } from '@/lib/routes';

export type ApiListProps = {
  country: Country;
  locale: Locale;
  className?: string;
} & (
  | /** On the home page's dark band, under its own heading: each API's name links to its reference. */
    { tone: 'dark' }
    /** On the developers page: a card per API, its name a heading, then a link "{name} {linkLabel} →". */
  | { tone: 'light'; linkLabel: string }
);

const styles = {
  dark: {
    list: 'space-y-3',
    item: 'rounded-xl border border-white/15 bg-white/5 p-4',
    head: 'flex-wrap gap-2',
    method: 'rounded bg-accent-400 text-ink',
    endpoint: 'text-brand-100',
    description: 'text-brand-100',
  },
  light: {
    list: 'grid gap-4 md:grid-cols-2',
    item: 'flex flex-col rounded-2xl border border-line bg-white p-6',
    head: 'gap-3',
    method: undefined,
    endpoint: 'min-w-0 text-muted',
    description: 'flex-1 text-muted',
  },
} as const;

/** The documented APIs: method, endpoint, name and description, each linked to its reference. */
export function ApiList(props: ApiListProps) {
  const { country, locale, className } = props;
  const style = styles[props.tone];
  const { apiSummaries } = copyIn(locale).developers;
  return (
    <ul className={cn(style.list, className)}>
      {apiListing.map((api) => (
        <li key={api.endpoint} className={style.item}>
          <div className={cn('flex items-center', style.head)}>
            <MethodBadge method={api.method} className={style.method} />
            <code className={cn('font-mono text-sm break-all', style.endpoint)}>{api.endpoint}</code>
          </div>
          {props.tone === 'dark' ? (
            <p className="mt-2 font-semibold">
              <AppLink locale={locale} href={apiDocHref(country, api.docId)} className="underline underline-offset-4 hover:text-accent-400">
                <span translate="no">{api.name}</span>
              </AppLink>
            </p>
          ) : (
            <h3 translate="no" className="mt-3 text-lg font-semibold">
              {api.name}
            </h3>
          )}
          <p className={cn('mt-1 text-sm', style.description)}>{apiSummaries[api.docId] ?? api.description}</p>
          {props.tone === 'light' ? (
            <AppLink
              locale={locale}
              href={apiDocHref(country, api.docId)}
              className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline"
            >
              <span translate="no">{api.name}</span> {props.linkLabel} <span aria-hidden="true">&nbsp;→</span>
            </AppLink>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
