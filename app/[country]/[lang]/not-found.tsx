import { NotFoundMessage } from '@/components/not-found/not-found-message';
import { defaultCountry } from '@/lib/countries';
import { notFoundCopy } from '@/lib/content/not-found';
import { pageHref } from '@/lib/routes';

/**
 * What a page shows when it finds nothing to show (a `notFound()` below this layout). Without
 * it, every page's payload would carry the framework's own unstyled 404 for this boundary.
 */
export default function NotFound() {
  return <NotFoundMessage copy={notFoundCopy} homeHref={pageHref(defaultCountry, 'home')} landmark={false} />;
}
