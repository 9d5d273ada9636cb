'use client';

import { useEffect, useRef, useState } from 'react';
import type { ComponentType } from 'react';
import type * as en from '@/lib/content/search';
import type { Locale } from '@/lib/i18n/locales';
import type { Translated } from '@/lib/i18n/translated';
import { onDemand } from '@/lib/on-demand';
import { downloadIndex } from './index-download';
import type { SearchPopupProps } from './search-popup';

const searchPopup = onDemand(() => import('./search-popup'));

export interface SearchFormProps {
  /** The results page in the page's language. */
  action: string;
  copy: Translated<typeof en.searchControlCopy>;
  /** The page's language: the popup loads its words and the index of this language. */
  locale: Locale;
}

/** An element where a key press types text: the shortcut `/` must not take it over. */
function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
}

/**
 * The search control of every page's header: a plain GET form to the results page, which is
 * all there is without JavaScript and until the page's scripts run. On a phone it is an
 * icon-sized field that widens over the bar while it has focus, and beside the desktop menus a
 * short field that opens wider over the bar's right end, with its button (CSS alone, so it works
 * without JavaScript too); in between, where the menus are behind the hamburger, a field. A client component as a whole so that a page's data carries its few words
 * alone, not its markup twice.
 *
 * All the search code a page loads before it is used: the header's field and its shortcuts
 * (`/` when not typing in a field, Ctrl+K or ⌘K). Focusing the field, by a tap, a click, Tab or
 * a shortcut, loads the popup (the list of results, the index of the page's language), which
 * then takes the field over as a combobox. The field stays the same element throughout, so
 * what was typed meanwhile, the focus and a phone's keyboard stay where they were.
 */
export function SearchForm({ action, copy, locale }: SearchFormProps) {
  const input = useRef<HTMLInputElement>(null);
  // Where the visitor was before a shortcut brought them here: Escape takes them back.
  const returnTo = useRef<HTMLElement | null>(null);
  const [Popup, setPopup] = useState<ComponentType<SearchPopupProps> | null>(null);

  // The popup's code (its words included) and the index travel together: neither waits for the other.
  function preload() {
    searchPopup.preload();
    downloadIndex(locale).catch(() => undefined);
  }

  function open() {
    preload();
    searchPopup.load().then(
      (module) => setPopup(() => module.SearchPopup),
      // Offline or a replaced chunk: the field stays a plain form to the results page.
      () => undefined,
    );
  }

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTyping(event.target);
      const commandK = (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k';
      const field = input.current;
      if ((!slash && !commandK) || !field) return;
      event.preventDefault();
      if (document.activeElement !== field) returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      field.focus();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <form
      role="search"
      aria-label={copy.label}
      method="get"
      action={action}
      className="group relative flex items-center gap-2 bg-white focus-within:z-10 max-lg:focus-within:absolute max-lg:focus-within:inset-x-3 xl:focus-within:absolute xl:focus-within:right-6 xl:focus-within:w-md"
    >
      <input
        ref={input}
        type="search"
        name="q"
        aria-label={copy.label}
        autoComplete="off"
        onFocus={open}
        onPointerDown={preload}
        className="size-11 flex-1 rounded-lg border border-slate-400 pl-8 text-base text-ink group-focus-within:w-full focus:border-brand-600 lg:w-44"
      />
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
        className="pointer-events-none absolute left-0 ml-2 size-5 text-muted"
      >
        <path d="m16 16 5 5M11 17a6 6 0 1 0 0-12 6 6 0 0 0 0 12" />
      </svg>
      <button type="submit" className="btn btn-secondary hidden whitespace-nowrap group-focus-within:inline-flex">
        {copy.submit}
      </button>
      {Popup && <Popup input={input} returnTo={returnTo} locale={locale} />}
    </form>
  );
}
