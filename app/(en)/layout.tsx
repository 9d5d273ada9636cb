import type { ReactNode } from 'react';
import { SiteDocument, siteDocumentMetadata, siteDocumentViewport } from '@/components/document/site-document';
import { chatLauncherCopy } from '@/lib/content/chat-launcher';
import { chatPanelWords } from '@/lib/content/chat-panel';
import { site } from '@/lib/site';
import '../globals.css';

export const metadata = siteDocumentMetadata(site.summary);
export const viewport = siteDocumentViewport;

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <SiteDocument locale="en" chatLauncherCopy={chatLauncherCopy} chatPanelWords={chatPanelWords}>
      {children}
    </SiteDocument>
  );
}
