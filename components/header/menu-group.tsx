'use client';

import { createContext, useCallback, useContext, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';

/**
 * Disclosure menus that share one "open" slot: opening one closes its siblings, so only one
 * dropdown is open at a time. A group closes on Escape (focus returns to the
 * button), on a click outside, when focus leaves it, and when a link inside it is followed.
 * Groups nest: the Personal submenu is a group inside the Products panel.
 *
 * Each menu is a <details> element with its button as the <summary>, so that it opens and its
 * links work from the HTML alone: before the scripts have loaded on a slow phone, and without
 * JavaScript. Once hydrated, React takes the clicks over and adds the rules above.
 */
interface MenuGroupState {
  openId: string | null;
  toggle: (id: string) => void;
  close: (id: string) => void;
  /** A menu the visitor opened before hydration becomes the open one (unless one already is). */
  adopt: (id: string) => void;
  /** True from a press inside the group until its click (or the next key): see Menu's onBlur. */
  isPressing: () => boolean;
}

const MenuGroupContext = createContext<MenuGroupState | null>(null);

export interface MenuGroupProps {
  children: ReactNode;
  className?: string;
}

export function MenuGroup({ children, className }: MenuGroupProps) {
  const [openId, setOpenId] = useState<string | null>(null);
  const ref = useRef<HTMLDivElement>(null);
  const pressing = useRef(false);

  useEffect(() => {
    if (openId === null) return;
    function closeOnOutsidePointer(event: PointerEvent) {
      if (event.target instanceof Node && !ref.current?.contains(event.target)) setOpenId(null);
    }
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [openId]);

  const toggle = useCallback((id: string) => setOpenId((current) => (current === id ? null : id)), []);
  const adopt = useCallback((id: string) => setOpenId((current) => current ?? id), []);
  const close = useCallback((id: string) => setOpenId((current) => (current === id ? null : current)), []);
  const isPressing = useCallback(() => pressing.current, []);
  const state = useMemo(() => ({ openId, toggle, close, adopt, isPressing }), [openId, toggle, close, adopt, isPressing]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    pressing.current = false;
    if (event.key !== 'Escape' || openId === null) return;
    // The innermost open group handles Escape; the outer one waits for the next press.
    event.stopPropagation();
    ref.current?.querySelector<HTMLElement>(`[data-menu-button="${openId}"]`)?.focus();
    setOpenId(null);
  }

  function onClick(event: MouseEvent<HTMLDivElement>) {
    pressing.current = false;
    if (event.target instanceof Element && event.target.closest('a')) setOpenId(null);
  }

  function onBlur(event: FocusEvent<HTMLDivElement>) {
    const next = event.relatedTarget;
    if (next instanceof Node && !event.currentTarget.contains(next)) setOpenId(null);
  }

  return (
    <MenuGroupContext.Provider value={state}>
      <div
        ref={ref}
        className={className}
        onKeyDown={onKeyDown}
        onClick={onClick}
        onBlur={onBlur}
        onPointerDown={() => {
          pressing.current = true;
        }}
      >
        {children}
      </div>
    </MenuGroupContext.Provider>
  );
}

export type MenuProps = {
  /** Unique within its group. */
  id: string;
  /** The button's content; its text is the button's accessible name. */
  label: ReactNode;
  className?: string;
  buttonClassName?: string;
} & (
  | { children: ReactNode; panelClassName?: string; panelId?: never }
  | {
      /**
       * The id of a panel that follows the <details> instead of sitting inside it (the hamburger's:
       * the site's one navigation, which the wide bar shows too). CSS shows it while the
       * <details> is open (a `peer-open:` class on it); focus inside it counts as inside the menu.
       */
      panelId: string;
      children?: never;
      panelClassName?: never;
    }
);

export function Menu({ id, label, children, className, buttonClassName, panelClassName, panelId: outsidePanelId }: MenuProps) {
  const group = useContext(MenuGroupContext);
  if (!group) throw new Error('<Menu> must be inside a <MenuGroup>');
  const ownPanelId = useId();
  const panelId = outsidePanelId ?? ownPanelId;
  const details = useRef<HTMLDetailsElement>(null);
  const open = group.openId === id;
  const { adopt } = group;
  // Until React runs, the browser tells assistive technology whether a <summary> is expanded:
  // an aria-expanded written in the HTML would stay "false" while the visitor opens it.
  const hydrated = useHydrated();

  // Opened by the browser before React ran: the state follows the page, not the other way.
  useEffect(() => {
    if (details.current?.open) adopt(id);
  }, [adopt, id]);

  // Tabbing on from the last link of an open menu (to About, say) closes that menu. A press
  // moves focus too, but it is left to the click: closing on the press would collapse this
  // panel under the pointer, and in the stacked mobile menu the control pressed (Developers,
  // About) would slide up before the click lands, so the click would miss it.
  const { close, isPressing } = group;
  const closeOnLeaving = useCallback(
    (next: EventTarget | null) => {
      if (isPressing() || !(next instanceof Node)) return;
      if (details.current?.contains(next)) return;
      if (outsidePanelId && document.getElementById(outsidePanelId)?.contains(next)) return;
      close(id);
    },
    [close, id, isPressing, outsidePanelId],
  );

  // A panel outside the <details> is left by focus without the <details> hearing of it.
  useEffect(() => {
    const panel = outsidePanelId && open ? document.getElementById(outsidePanelId) : null;
    if (!panel) return;
    const onFocusOut = (event: globalThis.FocusEvent) => closeOnLeaving(event.relatedTarget);
    panel.addEventListener('focusout', onFocusOut);
    return () => panel.removeEventListener('focusout', onFocusOut);
  }, [closeOnLeaving, open, outsidePanelId]);

  function onBlur(event: FocusEvent<HTMLElement>) {
    if (open) closeOnLeaving(event.relatedTarget);
  }

  // Once hydrated, the group decides: the summary's own toggle is cancelled and the state,
  // rendered as `open`, opens or closes the <details>.
  function onClick(event: MouseEvent<HTMLElement>) {
    event.preventDefault();
    group?.toggle(id);
  }

  return (
    // `open` is the browser's to change before hydration (a visitor's tap): not a mismatch.
    <details ref={details} open={open} className={className} onBlur={onBlur} suppressHydrationWarning>
      {/* A <summary> is a button already (a role written on it is refused by axe). */}
      <summary
        aria-expanded={hydrated ? open : undefined}
        aria-controls={panelId}
        data-menu-button={id}
        onClick={onClick}
        className={`group menu-button ${buttonClassName ?? ''}`}
      >
        {label}
      </summary>
      {outsidePanelId ? null : (
        <div id={panelId} className={panelClassName}>
          {children}
        </div>
      )}
    </details>
  );
}
