import type { Locale } from '@/lib/i18n/locales';
import { copyIn } from '@/lib/content/copy';
import type { Country } from '@/lib/countries';
import { site } from '@/lib/site';
import { CodeBlock } from '@/components/code/code-block';
import { ApiList } from '@/components/developers/api-list';
import { SdkList } from '@/components/developers/sdk-list';
import { Icon } from '@/components/ui/icon';
import { SectionHeading } from '@/components/marketing/section-heading';
import { AppLink } from '@/components/ui/app-link';
import { localizedPageHref } from '@/lib/i18n/localized-routes';

export interface DeveloperSectionProps {
  /** The page's language. */
  locale: Locale;
  country: Country;
}

/** The home page's developer section: code sample, experience points, APIs, SDKs and the sandbox note. */
export function DeveloperSection({ country, locale }: DeveloperSectionProps) {
  const { developerExperience, developerSection: copy, quickIntegrationSample } = copyIn(locale).home;
  return (
    <section aria-labelledby="developers-title" className="bg-ink py-20 text-white">
      <div className="container-page">
        <div className="grid gap-12 lg:grid-cols-2">
          <div>
            <SectionHeading id="developers-title" eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} tone="dark" />
            <h3 className="mt-10 text-lg font-semibold">{copy.experienceTitle}</h3>
            <ul className="mt-4 space-y-4">
              {developerExperience.map((point) => (
                <li key={point.title} className="flex gap-3">
                  <Icon name="check" className="mt-0.5 size-5 shrink-0 text-accent-400" />
                  <span>
                    <span className="font-semibold">{point.title}</span>
                    <span className="block text-sm text-slate-300">{point.description}</span>
                  </span>
                </li>
              ))}
            </ul>
          </div>
          <div className="min-w-0">
            <h3 className="text-lg font-semibold">{copy.sampleTitle}</h3>
            <CodeBlock code={quickIntegrationSample} lang="python" label={copy.sampleLabel} className="mt-4 border border-white/15" />
          </div>
        </div>
        <div className="mt-14 grid gap-12 lg:grid-cols-2">
          <div>
            <h3 className="text-lg font-semibold">{copy.apisTitle}</h3>
            <div className="mt-4">
              <ApiList country={country} locale={locale} tone="dark" />
            </div>
          </div>
          <div>
            <h3 className="text-lg font-semibold">{copy.sdksTitle}</h3>
            <div className="mt-4">
              <SdkList locale={locale} tone="dark" />
            </div>
            <div className="mt-10 flex flex-wrap items-center gap-4">
              <AppLink locale={locale} href={site.external.signUp} external className="btn bg-accent-400 px-6 text-base text-ink hover:bg-accent-100">
                {copy.primary}
              </AppLink>
              <AppLink
                href={localizedPageHref(country, 'developers', locale)}
                className="rounded font-semibold text-white underline underline-offset-4 hover:text-accent-400"
              >
                {copy.docsLink}
              </AppLink>
            </div>
            <p className="mt-4 text-sm text-slate-300">{copy.sandboxNote}</p>
          </div>
        </div>
      </div>
    </section>
  );
}
