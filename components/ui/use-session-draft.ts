'use client';

import { useEffect } from 'react';
import type { RefObject } from 'react';
import { formValues } from './form-values';

/** The stored draft's fields that the form knows, as text. Checked by hand: zod stays out of the page's first load. */
function readDraft(key: string, fields: readonly string[]): Record<string, string> {
  const draft: Record<string, string> = {};
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(key) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return draft;
    for (const field of fields) {
      const value: unknown = Reflect.get(stored, field);
      if (typeof value === 'string') draft[field] = value;
    }
  } catch {
    // Storage turned off, or a value that is not ours: no draft.
  }
  return draft;
}

function writeDraft(key: string, values: Record<string, string>) {
  try {
    if (Object.values(values).some((value) => value !== '')) sessionStorage.setItem(key, JSON.stringify(values));
    else sessionStorage.removeItem(key);
  } catch {
    // Storage full or turned off: the form still works, without a draft.
  }
}

export interface SessionDraftOptions {
  /** The sessionStorage key. */
  key: string;
  /** The names of the fields the draft keeps. */
  fields: readonly string[];
}

/**
 * Keeps what the visitor typed in sessionStorage (this tab only, gone when it closes), so that
 * a reload or a failed send loses nothing. The inputs hold their own values: on hydration the
 * draft fills the fields that are still empty (what was typed before hydration wins), `save`
 * stores the form as it stands (call it on every change), and `clear` forgets it once the
 * lead is received.
 */
export function useSessionDraft(formRef: RefObject<HTMLFormElement | null>, { key, fields }: SessionDraftOptions) {
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const draft = readDraft(key, fields);
    for (const [field, value] of Object.entries(draft)) {
      const control = form.elements.namedItem(field);
      const isText = control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement || control instanceof HTMLSelectElement;
      if (isText && control.value === '') control.value = value;
    }
    // Once, on hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return {
    save() {
      if (formRef.current) writeDraft(key, formValues(formRef.current, fields));
    },
    clear() {
      writeDraft(key, {});
    },
  };
}
