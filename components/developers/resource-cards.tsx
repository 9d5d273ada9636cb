import type { Locale } from '@/lib/i18n/locales';
import { AppLink } from '@/components/ui/app-link';
import type { DeveloperResource } from '@/lib/content/developers';

export interface ResourceCardsProps {
  /** The page's language. */
  locale: Locale;
  heading: string;
  lead: string;
  resources: DeveloperResource[];
}

/** Resource cards linking to the external docs, each in a new tab. */
export function ResourceCards({ heading, lead, resources, locale }: ResourceCardsProps) {
  return (
    <section aria-labelledby="resources-heading" className="bg-surface">
      <div className="container-page py-16">
        <h2 id="resources-heading" className="text-3xl font-bold tracking-tight">
          {heading}
        </h2>
        <p className="mt-3 text-muted">{lead}</p>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {resources.map((resource) => (
            <li key={resource.title} className="flex flex-col rounded-2xl border border-line bg-white p-6">
              <h3 className="text-lg font-semibold">{resource.title}</h3>
              <p className="mt-2 flex-1 text-sm text-muted">{resource.description}</p>
              <AppLink
                locale={locale}
                href={resource.href}
                external
                className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline"
              >
                {resource.linkLabel} <span aria-hidden="true">&nbsp;↗</span>
              </AppLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
