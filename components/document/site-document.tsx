import type { ReactNode } from 'react';
import { ChatLauncher } from '@/components/chat/chat-launcher';
import type { ChatLauncherProps } from '@/components/chat/chat-launcher';
import { HydrationMarker } from '@/components/hydration/hydration-marker';
import { JsonLd } from '@/components/seo/json-ld';
import { Toaster } from '@/components/ui/toaster';
import type { Locale } from '@/lib/i18n/locales';
import { organizationJsonLd } from '@/lib/seo/structured-data';

export interface SiteDocumentProps {
  locale: Locale;
  chatLauncherCopy: ChatLauncherProps['copy'];
  children: ReactNode;
}

/**
 * The document around every page, in either language: one root layout per language (so the
 * static HTML says its `lang` from the first byte), one body, so the two cannot drift apart.
 */
export function SiteDocument({ locale, chatLauncherCopy, children }: SiteDocumentProps) {
  // globals.css scrolls smoothly; data-scroll-behavior tells Next to jump instead while a
  // navigation scrolls to the top of the new page (otherwise it stops short, under the header).
  return (
    <html lang={locale} data-scroll-behavior="smooth">
      <body className="flex min-h-dvh flex-col">
        {children}
        <ChatLauncher locale={locale} copy={chatLauncherCopy} />
        <Toaster />
        <JsonLd data={organizationJsonLd()} />
        <HydrationMarker />
      </body>
    </html>
  );
}
