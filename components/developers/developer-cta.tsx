import type { Locale } from '@/lib/i18n/locales';
import { AppLink } from '@/components/ui/app-link';

export interface DeveloperCtaProps {
  /** The page's language. */
  locale: Locale;
  openApi: { heading: string; text: string; linkLabel: string; href: string };
  cta: { heading: string; text: string; getApiKey: string; href: string };
}

/** The OpenAPI download and the Get API Key call to action that close the developers page. */
export function DeveloperCta({ openApi, cta, locale }: DeveloperCtaProps) {
  return (
    <div className="container-page grid gap-6 py-16 md:grid-cols-2">
      <section aria-labelledby="openapi-heading" className="rounded-2xl border border-line bg-white p-8">
        <h2 id="openapi-heading" className="text-2xl font-bold">
          {openApi.heading}
        </h2>
        <p className="mt-3 text-muted">{openApi.text}</p>
        <a href={openApi.href} download="kilelepay-openapi.json" type="application/json" className="btn btn-secondary mt-6">
          {openApi.linkLabel}
        </a>
      </section>
      <section aria-labelledby="cta-heading" className="rounded-2xl bg-brand-900 p-8 text-white">
        <h2 id="cta-heading" className="text-2xl font-bold">
          {cta.heading}
        </h2>
        <p className="mt-3 text-brand-100">{cta.text}</p>
        <AppLink locale={locale} href={cta.href} external className="btn mt-6 bg-white text-brand-800 hover:bg-brand-50">
          {cta.getApiKey}
        </AppLink>
      </section>
    </div>
  );
}
