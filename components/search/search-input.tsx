'use client';

import { useEffect, useRef, useState } from 'react';
import type { ComponentType } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { onDemand } from '@/lib/on-demand';
import type { SearchPopupProps } from './search-popup';

const searchPopup = onDemand(() => import('./search-popup'));

export interface SearchInputProps {
  id: string;
  placeholder: string;
  /** The page's language: the popup loads its words and the index of this language. */
  locale: Locale;
}

/** An element where a key press types text: the shortcut `/` must not take it over. */
function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
}

/**
 * All the search code a page loads before it is used: the header's field and its shortcuts
 * (`/` when not typing in a field, Ctrl+K or ⌘K). Focusing the field, by a tap, a click, Tab or
 * a shortcut, loads the popup (the list of results, the index of the page's language), which
 * then takes the field over as a combobox. The field stays the same element throughout, so
 * what was typed meanwhile, the focus and a phone's keyboard stay where they were.
 */
export function SearchInput({ id, placeholder, locale }: SearchInputProps) {
  const input = useRef<HTMLInputElement>(null);
  // Where the visitor was before a shortcut brought them here: Escape takes them back.
  const returnTo = useRef<HTMLElement | null>(null);
  const [Popup, setPopup] = useState<ComponentType<SearchPopupProps> | null>(null);

  function open() {
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
    <>
      <input
        ref={input}
        id={id}
        type="search"
        name="q"
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        onFocus={open}
        onPointerDown={searchPopup.preload}
        className="h-11 w-11 min-w-0 flex-1 rounded-lg border border-slate-400 bg-transparent pr-2 pl-10 text-base text-ink placeholder:text-transparent group-focus-within:w-full focus:border-brand-600 lg:w-44 lg:placeholder:text-muted"
      />
      {Popup && <Popup input={input} returnTo={returnTo} locale={locale} />}
    </>
  );
}
