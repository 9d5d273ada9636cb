import type { Metadata } from 'next';
import { SiteDocument, siteDocumentMetadata, siteDocumentViewport } from '@/components/document/site-document';
import { Footer } from '@/components/footer/footer';
import { Header } from '@/components/header/header';
import { copyIn } from '@/lib/content/copy';
import { pageParams } from '@/lib/page-params';
import '../../globals.css';

// Enforces that only the paths from each page's generateStaticParams are served.
export const dynamicParams = false;

export const viewport = siteDocumentViewport;

export async function generateMetadata({ params }: LayoutProps<'/[country]/[lang]'>): Promise<Metadata> {
  const { locale } = await pageParams(params);
  return siteDocumentMetadata(copyIn(locale).siteWords.siteWords.summary);
}

/**
 * Every page's document, in the language of its route: the static HTML says its `lang` from
 * the first byte. English pages are served at /ke/..., the others below their language
 * (/ke/sw/...): the proxy maps each public address to this tree.
 */
export default async function MarketLayout({ children, params }: LayoutProps<'/[country]/[lang]'>) {
  const { country, locale } = await pageParams(params);
  const { chatLauncher, chatPanel, offlineLeads } = copyIn(locale);
  const { delivered, refused } = offlineLeads.offlineLeadsCopy;
  return (
    <SiteDocument
      locale={locale}
      country={country}
      chatLauncherCopy={chatLauncher.chatLauncherCopy}
      chatPanelCopy={chatPanel.chatPanelWords.copy}
      storedLeadsWords={{ delivered, refused }}
    >
      <Header country={country} locale={locale} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <Footer country={country} locale={locale} />
    </SiteDocument>
  );
}
