import type { ReactNode } from 'react';
import { Footer } from '@/components/footer/footer';
import { Header } from '@/components/header/header';
import { setRequestLocale } from '@/lib/i18n/request-locale';
import { countryParam } from '@/lib/page-params';

// Enforces that only the paths from each page's generateStaticParams are served.
export const dynamicParams = false;

/** The Swahili pages of a market: the English market layout (app/(en)/[country]/layout.tsx) in Kiswahili. */
export default async function SwahiliCountryLayout({ children, params }: { children: ReactNode; params: Promise<{ country: string }> }) {
  setRequestLocale('sw');
  const country = await countryParam(params);
  return (
    <>
      <Header country={country} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <Footer country={country} />
    </>
  );
}
