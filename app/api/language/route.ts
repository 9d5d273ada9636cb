import { NextResponse } from 'next/server';
import type { NextRequest } from 'next/server';
import { articleVersionAddresses } from '@/lib/i18n/article-versions';
import {
  languageChoiceSource,
  languageChoiceTarget,
  languageCookie,
  languageCookieOptions,
  legacyLanguageCookie,
  legacyLanguageCookieExpiry,
} from '@/lib/i18n/language-choice';
import { pageInLanguage } from '@/lib/i18n/page-in-language';
import type { Locale } from '@/lib/i18n/locales';

/**
 * The language switcher's link (`?to=sw&from=/ke/about`): finds the page the visitor was on in
 * the language chosen, remembers that language and sends them there. An address outside the
 * site is refused and goes to the home page; a language the site does not have leaves the
 * visitor on their page, remembering nothing.
 *
 * The Location is a path, never an absolute URL: request.url holds the address this server
 * listens on, not the public name a visitor reached through the proxy, and a browser resolves
 * a path against the page it is on.
 *
 * The choice is written under its current name; a copy under the name it had before is expired.
 */
export function GET(request: NextRequest) {
  const { searchParams } = request.nextUrl;
  const from = languageChoiceSource(searchParams.get('from'));
  const to = from === null ? null : languageChoiceTarget(searchParams.get('to'), from);
  const response = new NextResponse(null, { status: 303, headers: { Location: destination(from, to), 'Cache-Control': 'no-store' } });
  if (to !== null) {
    response.cookies.set(languageCookie, to, languageCookieOptions);
    if (request.cookies.has(legacyLanguageCookie)) response.cookies.set(legacyLanguageCookie, '', legacyLanguageCookieExpiry);
  }
  return response;
}

function destination(from: string | null, to: Locale | null): string {
  if (from === null) return '/ke';
  return to === null ? from : pageInLanguage(from, to, articleVersionAddresses());
}
