import type { ChatTableLink } from '../content/chat-table';
import { isLive } from '../countries';
import type { Country } from '../countries';
import { localizedHref } from '../i18n/locales';
import type { Locale } from '../i18n/locales';
import { apiDocHref, pageHref } from '../routes';

/** A link under a reply, as the panel shows it: a page of ours, another host (new tab) or a mailto/tel. */
export interface ChatLink {
  label: string;
  href: string;
  external?: boolean;
  /** Shown beside the label: "Kenya only" on a link to one of Kenya's offers, read on another market. */
  badge?: string;
}

/** Who reads the reply: the language and the market of the page's route. */
export interface ChatReader {
  locale: Locale;
  country: Country;
}

/**
 * A table's link written for its reader: a page in the reader's language and market (a market
 * not live yet leads to the live one's pages, as the header does), an API reference page in
 * English, the only language it is written in, and other hosts and addresses as they are. On a
 * market not live yet, a link to one of Kenya's offers carries `kenyaOnly`, as the menus' do.
 */
export function chatLink(link: ChatTableLink, reader: ChatReader, kenyaOnly: string): ChatLink {
  const written = linkFor(link, reader);
  const kenyan = (link.to.kind === 'page' || link.to.kind === 'external') && link.to.kenyanOffer === true;
  return kenyan && !isLive(reader.country) ? { ...written, badge: kenyaOnly } : written;
}

function linkFor({ label, to }: ChatTableLink, { locale, country }: ChatReader): ChatLink {
  switch (to.kind) {
    case 'page':
      return { label, href: localizedHref(pageHref(country, to.page, to.hash), locale) };
    case 'market':
      return { label, href: localizedHref(pageHref(to.country, 'home'), locale) };
    case 'apiDoc':
      return { label, href: apiDocHref(country, to.apiId) };
    case 'external':
      return { label, href: to.href, external: true };
    case 'address':
      return { label, href: to.href };
  }
}
