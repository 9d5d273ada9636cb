import { CtaLinks } from '@/components/marketing/cta-links';
import { copyIn } from '@/lib/content/copy';
import type { Locale } from '@/lib/i18n/locales';
import type { Country } from '@/lib/countries';
import { site } from '@/lib/site';
import { localizedPageHref } from '@/lib/i18n/localized-routes';

export interface ArticleCtaProps {
  country: Country;
  locale: Locale;
}

/** The call to action after an article. */
export function ArticleCta({ country, locale }: ArticleCtaProps) {
  const blogCopy = copyIn(locale).blog.blogCopy;
  return (
    <section aria-labelledby="article-cta" className="bg-brand-900 text-white">
      <div className="container-page flex flex-col items-start gap-6 py-14 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 id="article-cta" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {blogCopy.cta.heading}
          </h2>
          <p className="mt-3 text-brand-100">{blogCopy.cta.body}</p>
        </div>
        <CtaLinks
          locale={locale}
          primary={{ href: site.external.signUp, external: true, label: blogCopy.cta.primary }}
          secondary={{ href: localizedPageHref(country, 'developers', locale), label: blogCopy.cta.secondary }}
          tone="dark"
        />
      </div>
    </section>
  );
}
