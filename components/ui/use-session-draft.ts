'use client';

import { useEffect, useRef } from 'react';

/** The stored draft's fields that the form knows, as text. Checked by hand: zod stays out of the page's first load. */
function readDraft<Field extends string>(key: string, fields: readonly Field[]): Partial<Record<Field, string>> {
  const draft: Partial<Record<Field, string>> = {};
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

export interface SessionDraftOptions<Field extends string> {
  /** The sessionStorage key. */
  key: string;
  fields: readonly Field[];
  values: Record<Field, string>;
  /** Called once on hydration with the fields the draft holds. */
  restore: (draft: Partial<Record<Field, string>>) => void;
  /** The page shows a confirmed send: the draft it came from is done with, not restored. */
  discard: boolean;
}

/**
 * Keeps what the visitor typed in sessionStorage (this tab only, gone when it closes), so that
 * a reload or a failed send loses nothing. Every change is saved; empty values remove the
 * draft, so clearing the form after a confirmed send clears the draft too.
 */
export function useSessionDraft<Field extends string>({ key, fields, values, restore, discard }: SessionDraftOptions<Field>) {
  const restored = useRef(false);
  useEffect(() => {
    if (discard) writeDraft(key, {});
    else restore(readDraft(key, fields));
    // Once, on hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    // The first run sees the values from before the restore: saving them would lose the draft.
    if (!restored.current) {
      restored.current = true;
      return;
    }
    writeDraft(key, values);
  }, [key, values]);
}
