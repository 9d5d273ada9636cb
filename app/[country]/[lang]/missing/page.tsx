import type { Metadata } from 'next';
import { NotFoundMessage } from '@/components/not-found/not-found-message';
import { copyIn } from '@/lib/content/copy';
import { localizedPageHref } from '@/lib/i18n/localized-routes';
import { pageParams } from '@/lib/page-params';
import { livePageParams } from '@/lib/seo/static-params';

// What a missing file's address shows, with the status 404 (the proxy rewrites there): a
// picture or a document that is not there, in the language of the address it was asked at.
// Its own address is never public.
export const generateStaticParams = livePageParams;

export async function generateMetadata({ params }: PageProps<'/[country]/[lang]/missing'>): Promise<Metadata> {
  const { locale } = await pageParams(params);
  return { title: copyIn(locale).notFound.notFoundCopy.title, robots: { index: false, follow: true } };
}

export default async function MissingFilePage({ params }: PageProps<'/[country]/[lang]/missing'>) {
  const { country, locale } = await pageParams(params);
  return <NotFoundMessage copy={copyIn(locale).notFound.notFoundCopy} homeHref={localizedPageHref(country, 'home', locale)} landmark={false} />;
}
