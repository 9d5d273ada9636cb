'use client';

import { useEffect } from 'react';
import type { DueEvent } from '@/lib/demo/machine';

/**
 * Dispatches the event a state machine is waiting for once its delay has passed. A new due
 * event (or none) cancels the previous timer, so a visitor who moves on is never overtaken by a
 * stale one.
 */
export function useDueEvent<Event>(due: DueEvent<Event> | null, dispatch: (event: Event) => void) {
  const key = due?.key ?? null;
  useEffect(() => {
    if (!due) return;
    const timer = setTimeout(() => dispatch(due.event), due.delayMs);
    return () => clearTimeout(timer);
    // `due` is rebuilt on every render; its key says when the wait really changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, dispatch]);
}
