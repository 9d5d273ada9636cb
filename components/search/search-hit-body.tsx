import type { Locale } from '@/lib/i18n/locales';
import type { SearchHit } from '@/lib/search/types';
import { HighlightedText } from './highlighted-text';

export interface SearchHitBodyProps {
  hit: SearchHit;
  /** The words "English only", in the page's language, for an English result on another language's page. */
  englishOnly: string;
  /** A note after the text (offline: the page is not kept on the phone). */
  note?: string;
}

/**
 * What a result shows, in the header's list and on the results page alike: the page's title
 * and the section, the excerpt, the matched words marked, and "English only" on a result in
 * another language than the page's (whose words are then marked as English).
 */
export function SearchHitBody({ hit, englishOnly, note }: SearchHitBodyProps) {
  const language: Locale | undefined = hit.otherLanguage ? hit.language : undefined;
  return (
    <>
      <span lang={language} className="block font-semibold text-ink">
        <HighlightedText runs={hit.title} />
        {hit.section.length > 0 && (
          <>
            <span aria-hidden="true" className="px-1.5 text-muted">
              ›
            </span>
            <HighlightedText runs={hit.section} />
          </>
        )}
      </span>
      {hit.excerpt.length > 0 && (
        <span lang={language} className="mt-1 block text-sm text-muted">
          <HighlightedText runs={hit.excerpt} />
        </span>
      )}
      {(hit.otherLanguage || note) && (
        <span className="mt-1 flex flex-wrap gap-2 text-xs font-medium">
          {hit.otherLanguage && <span className="rounded-full bg-surface px-2 py-0.5 text-muted ring-1 ring-line">{englishOnly}</span>}
          {note && <span className="rounded-full bg-accent-100 px-2 py-0.5 text-accent-900">{note}</span>}
        </span>
      )}
    </>
  );
}
