import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { brandColors } from '@/components/brand/colors';
import { SiteDocument } from '@/components/document/site-document';
import { chatLauncherCopy } from '@/lib/content/chat-launcher';
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
  return (
    <SiteDocument locale="en" chatLauncherCopy={chatLauncherCopy}>
      {children}
    </SiteDocument>
  );
}
