import 'server-only';
import { localized } from '../i18n/request-locale';
import { blogCopy as englishCopy } from './copy';
import { blogCopy as swahiliCopy } from './sw/copy';

/** The blog's interface text in the language of the page being rendered (Server Components). */
export function blogCopyHere() {
  return localized(englishCopy, swahiliCopy);
}
