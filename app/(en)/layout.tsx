import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { brandColors } from '@/components/brand/colors';
import { ChatLauncher } from '@/components/chat/chat-launcher';
import { HydrationMarker } from '@/components/hydration/hydration-marker';
import { JsonLd } from '@/components/seo/json-ld';
import { Toaster } from '@/components/ui/toaster';
import { chatLauncherCopy } from '@/lib/content/chat-launcher';
import { organizationJsonLd } from '@/lib/seo/structured-data';
import { site } from '@/lib/site';
import { siteUrl } from '@/lib/site-url';
import '../globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl),
  title: { default: site.name, template: `%s | ${site.name}` },
  description: site.summary,
  applicationName: site.name,
  formatDetection: { telephone: false, email: false, address: false },
};

export const viewport: Viewport = {
  themeColor: brandColors.green,
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  // globals.css scrolls smoothly; data-scroll-behavior tells Next to jump instead while a
  // navigation scrolls to the top of the new page (otherwise it stops short, under the header).
  return (
    <html lang="en" data-scroll-behavior="smooth">
      <body className="flex min-h-dvh flex-col">
        {children}
        <ChatLauncher locale="en" copy={chatLauncherCopy} />
        <Toaster />
        <JsonLd data={organizationJsonLd()} />
        <HydrationMarker />
      </body>
    </html>
  );
}
