import 'server-only';
import { copyIn } from '../../content/copy';
import { defaultCountry } from '../../countries';
import type { Locale } from '../../i18n/locales';
import { localizedHref } from '../../i18n/locales';
import { pageHref } from '../../routes';
import type { SearchIndexPage } from '../index-file';
import { searchPage, words } from './words';

/** The legal pages in `locale`: one document per section. Their headings carry no id, so each points at the page. */
export function legalPages(locale: Locale): SearchIndexPage[] {
  const { legalDocuments, legalPageCopy } = copyIn(locale).legal;
  return legalDocuments.map((document) =>
    searchPage({ url: localizedHref(pageHref(defaultCountry, document.page), locale), title: document.title, language: locale, kind: 'legal' }, [
      { anchor: '', heading: '', text: legalPageCopy.eyebrow },
      ...document.sections.map((section) => ({ anchor: '', heading: section.heading, text: words(section.paragraphs) })),
    ]),
  );
}
