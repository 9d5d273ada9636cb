import type { DueEvent } from '@/lib/demo/machine';

/**
 * Runs a reducer and its timer function on the global clock, the way `useDueEvent` does in a
 * page: one timer at a time, restarted when the due event's key changes. Tests drive the
 * machines with it under jest's fake timers.
 */
export function driveMachine<State, Event>(reducer: (state: State, event: Event) => State, timer: (state: State) => DueEvent<Event> | null, initial: State) {
  let state = initial;
  let pending: ReturnType<typeof setTimeout> | null = null;
  let key: string | null = null;

  function schedule() {
    const due = timer(state);
    if ((due?.key ?? null) === key) return;
    if (pending) clearTimeout(pending);
    key = due?.key ?? null;
    pending = due ? setTimeout(() => send(due.event), due.delayMs) : null;
  }

  function send(event: Event) {
    state = reducer(state, event);
    schedule();
  }

  schedule();
  return {
    send,
    get state() {
      return state;
    },
  };
}
