'use client';

import { useEffect } from 'react';
import type { RefObject } from 'react';

/**
 * What a visitor typed into a server-rendered form before React hydrated it: those values are
 * in the inputs but not in React's state, and the next render would overwrite them with the
 * state's (empty) values. Returns each text control whose value differs from `values`.
 */
export function typedBeforeHydration(form: HTMLFormElement | null, values: object): Record<string, string> {
  const typed: Record<string, string> = {};
  for (const [name, known] of Object.entries(values)) {
    const control = form?.elements.namedItem(name);
    const isText = control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement || control instanceof HTMLSelectElement;
    // A string value is a text control's; check boxes hold booleans and are left alone.
    if (typeof known === 'string' && isText && control.value !== known) typed[name] = control.value;
  }
  return typed;
}

/**
 * Hands what was typed before hydration to `adopt`, once, as the form hydrates, so that a
 * visitor on a slow connection who started typing early loses nothing.
 */
export function useTypedBeforeHydration(formRef: RefObject<HTMLFormElement | null>, values: object, adopt: (typed: Record<string, string>) => void) {
  useEffect(() => {
    const typed = typedBeforeHydration(formRef.current, values);
    if (Object.keys(typed).length > 0) adopt(typed);
    // Once, on hydration: later edits reach the state through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
