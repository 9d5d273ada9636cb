import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { brandColors } from '@/components/brand/colors';
import { ChatLauncher } from '@/components/chat/chat-launcher';
import type { ChatLauncherProps } from '@/components/chat/chat-launcher';
import { HydrationMarker } from '@/components/hydration/hydration-marker';
import { StoredLeadsSender } from '@/components/offline-leads/stored-leads-sender';
import type { StoredLeadsWords } from '@/components/offline-leads/send-stored-leads';
import { ServiceWorkerRegistration } from '@/components/offline/service-worker-registration';
import { JsonLd } from '@/components/seo/json-ld';
import { Toaster } from '@/components/ui/toaster';
import type { Country } from '@/lib/countries';
import type { Locale } from '@/lib/i18n/locales';
import { chatLocaleOf } from '@/lib/chat/locales';
import { organizationJsonLd } from '@/lib/seo/structured-data';
import { site } from '@/lib/site';
import { siteUrl } from '@/lib/site-url';

/** Both root layouts' metadata: the site's name and, in the layout's language, its summary. */
export function siteDocumentMetadata(summary: string): Metadata {
  return {
    metadataBase: new URL(siteUrl),
    title: { default: site.name, template: `%s | ${site.name}` },
    description: summary,
    applicationName: site.name,
    formatDetection: { telephone: false, email: false, address: false },
  };
}

export const siteDocumentViewport: Viewport = {
  themeColor: brandColors.green,
  width: 'device-width',
  initialScale: 1,
};

export interface SiteDocumentProps {
  locale: Locale;
  /** The market in the route: the chat answers with its facts. */
  country: Country;
  chatLauncherCopy: ChatLauncherProps['copy'];
  chatPanelCopy: ChatLauncherProps['panelCopy'];
  /** What the page says when a form submission kept offline on an earlier visit is answered. */
  storedLeadsWords: StoredLeadsWords;
  children: ReactNode;
}

/**
 * The document around every page, in either language: one root layout per language (so the
 * static HTML says its `lang` from the first byte), one body, so the two cannot drift apart.
 */
export function SiteDocument({ locale, country, chatLauncherCopy, chatPanelCopy, storedLeadsWords, children }: SiteDocumentProps) {
  // globals.css scrolls smoothly; data-scroll-behavior tells Next to jump instead while a
  // navigation scrolls to the top of the new page (otherwise it stops short, under the header).
  return (
    <html lang={locale} data-scroll-behavior="smooth">
      <body className="flex min-h-dvh flex-col">
        {children}
        <ChatLauncher locale={chatLocaleOf(locale)} country={country} copy={chatLauncherCopy} panelCopy={chatPanelCopy} />
        <Toaster />
        <StoredLeadsSender locale={locale} words={storedLeadsWords} />
        <JsonLd data={organizationJsonLd()} />
        <HydrationMarker />
        <ServiceWorkerRegistration />
      </body>
    </html>
  );
}
