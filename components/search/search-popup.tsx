'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useId, useMemo, useState } from 'react';
import type { RefObject } from 'react';
import { fill } from '@/lib/fill';
import type { Locale } from '@/lib/i18n/locales';
import { searchIn } from '@/lib/search/engine';
import type { LoadedSearchIndex } from '@/lib/search/engine';
import type { SearchHit } from '@/lib/search/types';
import { searchIndexOf } from './fetch-search-index';
import { keptFirst, keptPages } from './kept-pages';
import { searchBoxWordsIn } from './search-box-words';
import type { SearchBoxWords } from './search-box-words';
import { SearchHitBody } from './search-hit-body';

export interface SearchPopupProps {
  /** The header's search field, which this turns into a combobox. */
  input: RefObject<HTMLInputElement | null>;
  /** Where a shortcut took the visitor from: Escape returns there. */
  returnTo: RefObject<HTMLElement | null>;
  locale: Locale;
}

const resultLimit = 8;

/**
 * The list of results under the header's search field, loaded on its first use with the words
 * and the index of the page's language. The field becomes a combobox with a listbox popup (the
 * WAI-ARIA pattern): the results follow what is typed, the arrow keys move through them while
 * the focus stays in the field, Enter opens the active one at its section (or, with none
 * active, sends the form to the results page), Escape closes the list. A polite status says
 * how many results there are. Without a connection, the results whose page the phone has not
 * kept come last, marked as such.
 */
export function SearchPopup({ input, returnTo, locale }: SearchPopupProps) {
  const listId = useId();
  const router = useRouter();
  const [words, setWords] = useState<SearchBoxWords | null>(null);
  const [index, setIndex] = useState<LoadedSearchIndex | null>(null);
  const [failed, setFailed] = useState(false);
  const [query, setQuery] = useState(() => input.current?.value ?? '');
  const [open, setOpen] = useState(true);
  const [active, setActive] = useState(-1);
  // Which results' pages the phone has kept, asked offline only, for the results it was asked for.
  const [keptAnswer, setKeptAnswer] = useState<{ of: SearchHit[]; pages: ReadonlySet<string> } | null>(null);

  useEffect(() => {
    let current = true;
    void searchBoxWordsIn(locale).then(
      (loaded) => current && setWords(loaded),
      () => current && setFailed(true),
    );
    void searchIndexOf(locale).then(
      (loaded) => current && setIndex(loaded),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [locale]);

  const found = useMemo(() => (index ? searchIn(index, query, resultLimit) : []), [index, query]);

  // Offline, ask the phone which of the results' pages it has kept.
  useEffect(() => {
    if (navigator.onLine || found.length === 0) return;
    let current = true;
    void keptPages(found.map((hit) => hit.url)).then((pages) => current && setKeptAnswer({ of: found, pages }));
    return () => {
      current = false;
    };
  }, [found]);

  const kept = keptAnswer?.of === found ? keptAnswer.pages : null;
  const hits = kept ? keptFirst(found, kept) : found;
  const typed = query.trim() !== '';
  const panelShown = open && typed && words !== null;
  const expanded = panelShown && hits.length > 0;
  const optionId = (position: number) => `${listId}-${position}`;

  function go(url: string) {
    setOpen(false);
    setActive(-1);
    router.push(url);
  }

  // The field is the header's own element: its combobox states are set on it here.
  useEffect(() => {
    const field = input.current;
    if (!field) return;
    field.setAttribute('role', 'combobox');
    field.setAttribute('aria-autocomplete', 'list');
    field.setAttribute('aria-controls', listId);
    field.setAttribute('aria-expanded', String(expanded));
    if (expanded && active >= 0) field.setAttribute('aria-activedescendant', optionId(active));
    else field.removeAttribute('aria-activedescendant');
  });

  // The active result stays in view as the arrow keys move through a list taller than the screen.
  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  });

  useEffect(() => {
    const field = input.current;
    if (!field) return;
    const onInput = () => {
      setQuery(field.value);
      setOpen(true);
      setActive(-1);
    };
    const onFocus = () => setOpen(true);
    const onFocusOut = () => setOpen(false);
    const onKeyDown = (event: KeyboardEvent) => {
      const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
      if (step !== 0) {
        event.preventDefault();
        setOpen(true);
        if (hits.length > 0) setActive((position) => (position < 0 && step < 0 ? hits.length - 1 : (position + step + hits.length) % hits.length));
        return;
      }
      const chosen = expanded ? hits[active] : undefined;
      if (event.key === 'Enter' && chosen) {
        event.preventDefault();
        go(chosen.url);
      } else if (event.key === 'Escape') {
        // Closes the list without emptying the field (a search field's own Escape would).
        if (panelShown) event.preventDefault();
        setOpen(false);
        setActive(-1);
        const back = returnTo.current;
        returnTo.current = null;
        back?.focus();
      }
    };
    field.addEventListener('input', onInput);
    field.addEventListener('focus', onFocus);
    field.addEventListener('focusout', onFocusOut);
    field.addEventListener('keydown', onKeyDown);
    return () => {
      field.removeEventListener('input', onInput);
      field.removeEventListener('focus', onFocus);
      field.removeEventListener('focusout', onFocusOut);
      field.removeEventListener('keydown', onKeyDown);
    };
  });

  const status =
    !words || !typed
      ? ''
      : failed
        ? words.failed
        : !index
          ? words.loading
          : hits.length === 0
            ? words.noResults
            : hits.length === 1
              ? words.oneResult
              : fill(words.resultCount, { count: hits.length });

  return (
    <>
      <div hidden={!panelShown} className="absolute top-full right-0 z-50 mt-2 w-full rounded-lg border border-line bg-white p-2 shadow-lg lg:w-[28rem]">
        {!expanded && <p className="px-3 py-2 text-sm text-muted">{status}</p>}
        {/* The listbox itself scrolls, when the results are taller than the screen: the combobox's
            popup, whose active result the arrow keys bring into view. */}
        <ul role="listbox" id={listId} aria-label={words?.resultsLabel} hidden={!expanded} className="max-h-[calc(100dvh-4rem)] overflow-y-auto">
          {hits.map((hit, position) => (
            <li
              key={hit.url}
              id={optionId(position)}
              role="option"
              aria-selected={position === active}
              // The focus stays in the field while a result is clicked or tapped.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => go(hit.url)}
              // Classes the site already has, so that the list adds no rules to every page's stylesheet.
              className={`cursor-pointer rounded-md px-3 py-2 hover:bg-surface ${position === active ? 'bg-brand-50' : ''}`}
            >
              <SearchHitBody hit={hit} englishOnly={words?.englishOnly ?? ''} note={kept && !kept.has(hit.url) ? words?.notKept : undefined} />
            </li>
          ))}
        </ul>
      </div>
      <p role="status" className="sr-only">
        {status}
      </p>
    </>
  );
}
