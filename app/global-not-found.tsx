import type { Metadata } from 'next';
import { HydrationMarker } from '@/components/hydration/hydration-marker';
import { NotFoundMessage } from '@/components/not-found/not-found-message';
import { defaultCountry } from '@/lib/countries';
import { notFoundCopy } from '@/lib/content/not-found';
import { pageHref } from '@/lib/routes';
import { site } from '@/lib/site';
import { siteUrl } from '@/lib/site-url';
import './globals.css';

export const metadata: Metadata = { metadataBase: new URL(siteUrl), title: `${notFoundCopy.title} | ${site.name}` };

/**
 * Only a missing file reaches this page: every unknown page path, English or Swahili, is sent
 * to a page of its language by the proxy (proxy.ts). It has its own document because English
 * and Swahili pages each have a root layout of their own.
 */
export default function GlobalNotFound() {
  return (
    <html lang="en">
      <body className="flex min-h-dvh flex-col">
        <NotFoundMessage copy={notFoundCopy} homeHref={pageHref(defaultCountry, 'home')} />
        <HydrationMarker />
      </body>
    </html>
  );
}
