import type { ReactNode } from 'react';
import { Footer } from '@/components/footer/footer';
import { Header } from '@/components/header/header';
import { countryParam } from '@/lib/page-params';

// Enforces that only the paths from each page's generateStaticParams are served.
export const dynamicParams = false;

export default async function CountryLayout({ children, params }: { children: ReactNode; params: Promise<{ country: string }> }) {
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
