import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { brandColors } from '@/components/brand/colors';
import { SiteDocument } from '@/components/document/site-document';
import { chatLauncherCopy } from '@/lib/content/sw/chat-launcher';
import { siteWords } from '@/lib/content/sw/site-words';
import { setRequestLocale } from '@/lib/i18n/request-locale';
import { site } from '@/lib/site';
import { siteUrl } from '@/lib/site-url';
import '../globals.css';

// The Swahili pages' document: the English one (app/(en)/layout.tsx) in Kiswahili. A root
// layout of its own, so the static HTML says lang="sw" from its first byte.
export const metadata: Metadata = {
  metadataBase: new URL(siteUrl),
  title: { default: site.name, template: `%s | ${site.name}` },
  description: siteWords.summary,
  applicationName: site.name,
  formatDetection: { telephone: false, email: false, address: false },
};

export const viewport: Viewport = {
  themeColor: brandColors.green,
  width: 'device-width',
  initialScale: 1,
};

export default function SwahiliRootLayout({ children }: { children: ReactNode }) {
  setRequestLocale('sw');
  return (
    <SiteDocument locale="sw" chatLauncherCopy={chatLauncherCopy}>
      {children}
    </SiteDocument>
  );
}
