import { defaultCountry, isCountry } from '../countries';
import type { Country } from '../countries';

/**
 * The market of the page at `pathname` (/tz/sw/about → tz): the chat's links lead to its
 * pages. The chat lives in the root layout, which knows the language but not the market, and
 * stays open across navigations, so it reads the address when it answers.
 */
export function marketOfPath(pathname: string): Country {
  const segment = pathname.split('/')[1];
  return isCountry(segment) ? segment : defaultCountry;
}
