import { NextResponse } from 'next/server';
import type { NextRequest } from 'next/server';
import { languageChoiceTarget, languageCookie, languageCookieMaxAge } from '@/lib/i18n/language-choice';

/**
 * The language switcher's link: remembers the language of the page the visitor chose and
 * sends them there. An address outside the site is refused and goes to the home page.
 */
export function GET(request: NextRequest) {
  const target = languageChoiceTarget(request.nextUrl.searchParams.get('to'));
  const response = NextResponse.redirect(new URL(target?.href ?? '/ke', request.url), 303);
  if (target) {
    response.cookies.set(languageCookie, target.locale, { path: '/', maxAge: languageCookieMaxAge, sameSite: 'lax', httpOnly: true });
  }
  response.headers.set('Cache-Control', 'no-store');
  return response;
}
