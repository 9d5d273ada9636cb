import type { Metadata } from 'next';
import { NotFoundMessage } from '@/components/not-found/not-found-message';
import { copyIn } from '@/lib/content/copy';
import { localizedPageHref } from '@/lib/i18n/localized-routes';
import { pageParams } from '@/lib/page-params';
import { livePageParams } from '@/lib/seo/static-params';

// What the service worker shows, without a connection, for a page the phone has not kept, in
// the language of the address asked for. The worker fetches it when it installs; never
// indexed, and in no sitemap (it is not a page of pagePaths).
export const generateStaticParams = livePageParams;

export async function generateMetadata({ params }: PageProps<'/[country]/[lang]/offline'>): Promise<Metadata> {
  const { locale } = await pageParams(params);
  return { title: copyIn(locale).offline.offlinePageCopy.title, robots: { index: false, follow: true } };
}

export default async function OfflinePage({ params }: PageProps<'/[country]/[lang]/offline'>) {
  const { country, locale } = await pageParams(params);
  return <NotFoundMessage copy={copyIn(locale).offline.offlinePageCopy} homeHref={localizedPageHref(country, 'home', locale)} landmark={false} />;
}
