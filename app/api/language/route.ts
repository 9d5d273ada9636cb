import { NextResponse } from 'next/server';
import type { NextRequest } from 'next/server';
import { articleTwins } from '@/lib/i18n/article-twins';
import { languageChoiceSource, languageCookie, languageCookieOptions, legacyLanguageCookie, legacyLanguageCookieExpiry } from '@/lib/i18n/language-choice';
import { otherLanguageHref } from '@/lib/i18n/other-language-href';

/**
 * The language switcher's link: finds the page the visitor was on in the other language,
 * remembers that language and sends them there. An address outside the site is refused and
 * goes to the home page.
 *
 * The Location is a path, never an absolute URL: request.url holds the address this server
 * listens on, not the public name a visitor reached through the proxy, and a browser resolves
 * a path against the page it is on.
 *
 * The choice is written under its current name; a copy under the name it had before is expired.
 */
export function GET(request: NextRequest) {
  const from = languageChoiceSource(request.nextUrl.searchParams.get('from'));
  const target = from === null ? null : otherLanguageHref(from, articleTwins());
  const response = new NextResponse(null, { status: 303, headers: { Location: target?.href ?? '/ke', 'Cache-Control': 'no-store' } });
  if (target) {
    response.cookies.set(languageCookie, target.locale, languageCookieOptions);
    if (request.cookies.has(legacyLanguageCookie)) response.cookies.set(legacyLanguageCookie, '', legacyLanguageCookieExpiry);
  }
  return response;
}
