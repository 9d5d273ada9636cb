import { NotFoundMessage } from '@/components/not-found/not-found-message';
import { defaultCountry } from '@/lib/countries';
import { notFoundCopy } from '@/lib/content/sw/not-found';
import { localizedHref } from '@/lib/i18n/locales';
import { pageHref } from '@/lib/routes';

/** The Swahili pages' "not found", as app/(en)/not-found.tsx is the English pages'. */
export default function NotFound() {
  return <NotFoundMessage copy={notFoundCopy} homeHref={localizedHref(pageHref(defaultCountry, 'home'), 'sw')} />;
}
