import type { ReactNode } from 'react';
import { SiteDocument, siteDocumentMetadata, siteDocumentViewport } from '@/components/document/site-document';
import { chatLauncherCopy } from '@/lib/content/sw/chat-launcher';
import { chatPanelWords } from '@/lib/content/sw/chat-panel';
import { siteWords } from '@/lib/content/sw/site-words';
import { setRequestLocale } from '@/lib/i18n/request-locale';
import '../globals.css';

// The Swahili pages' document: a root layout of its own, so the static HTML says lang="sw"
// from its first byte.
export const metadata = siteDocumentMetadata(siteWords.summary);
export const viewport = siteDocumentViewport;

export default function SwahiliRootLayout({ children }: { children: ReactNode }) {
  setRequestLocale('sw');
  return (
    <SiteDocument locale="sw" chatLauncherCopy={chatLauncherCopy} chatPanelWords={chatPanelWords}>
      {children}
    </SiteDocument>
  );
}
