import Link from 'next/link';
import { pageHref } from '@/lib/routes';
import { defaultCountry } from '@/lib/countries';

/** Only a missing file reaches this page: every unknown page path redirects to /ke (proxy.ts). */
export default function NotFound() {
  return (
    <main id="main" className="container-page flex flex-1 flex-col items-center justify-center gap-4 py-24 text-center">
      <h1 className="text-3xl font-bold">Page not found</h1>
      <p className="text-muted">The file you asked for does not exist.</p>
      <Link href={pageHref(defaultCountry, 'home')} className="btn btn-primary">
        Go to the home page
      </Link>
    </main>
  );
}
