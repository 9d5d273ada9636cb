import { AppLink } from '@/components/ui/app-link';
import type { ApiDocEntry } from '@/lib/api-docs/catalogue';
import { apiDocCopy } from '@/lib/content/developers';
import { MethodBadge } from './method-badge';

export interface ApiDocHeaderProps {
  doc: ApiDocEntry;
  backHref: string;
  /** The page's markdown twin. */
  markdownHref: string;
}

/** The API page's opening band: back link, its one h1, and method, endpoint, status, category. */
export function ApiDocHeader({ doc, backHref, markdownHref }: ApiDocHeaderProps) {
  const { labels } = apiDocCopy;
  return (
    <section className="border-b border-line bg-gradient-to-b from-brand-50 to-white">
      <div className="container-page py-10 sm:py-14">
        <AppLink href={backHref} className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
          <span aria-hidden="true">←</span> {apiDocCopy.back}
        </AppLink>
        <p className="mt-4 text-sm font-semibold tracking-wide text-brand-700 uppercase">{apiDocCopy.eyebrow}</p>
        <h1 className="mt-2 text-4xl font-bold tracking-tight text-balance sm:text-5xl">{doc.name}</h1>
        <p className="mt-4 max-w-3xl text-lg text-muted">{doc.description}</p>
        <dl className="mt-6 flex flex-wrap gap-x-8 gap-y-3 text-sm">
          <div className="flex items-center gap-2">
            <dt className="text-muted">{labels.method}</dt>
            <dd>
              <MethodBadge method={doc.method} />
            </dd>
          </div>
          <div className="flex min-w-0 items-center gap-2">
            <dt className="text-muted">{labels.endpoint}</dt>
            <dd className="min-w-0 break-all">
              <code className="rounded-md bg-white px-2 py-0.5 font-mono ring-1 ring-line">{doc.endpoint}</code>
            </dd>
          </div>
          <div className="flex items-center gap-2">
            <dt className="text-muted">{labels.status}</dt>
            <dd className="rounded-md bg-green-100 px-2 py-0.5 font-semibold text-green-900">{doc.status}</dd>
          </div>
          <div className="flex items-center gap-2">
            <dt className="text-muted">{labels.category}</dt>
            <dd className="font-semibold">{doc.category}</dd>
          </div>
        </dl>
        {/* A plain link: the twin is a markdown file, not a page to navigate to client-side. */}
        <a
          href={markdownHref}
          type="text/markdown"
          className="mt-6 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
        >
          {apiDocCopy.markdown}
        </a>
      </div>
    </section>
  );
}
