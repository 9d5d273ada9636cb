'use client';

import { createContext, useCallback, useContext, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent, MouseEvent, ReactNode } from 'react';

/**
 * Disclosure menus that share one "open" slot: opening one closes its siblings, so only one
 * dropdown is open at a time. A group closes on Escape (focus returns to the
 * button), on a click outside, when focus leaves it, and when a link inside it is followed.
 * Groups nest: the Personal submenu is a group inside the Products panel.
 */
interface MenuGroupState {
  openId: string | null;
  toggle: (id: string) => void;
  close: (id: string) => void;
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
  const close = useCallback((id: string) => setOpenId((current) => (current === id ? null : current)), []);
  const isPressing = useCallback(() => pressing.current, []);
  const state = useMemo(() => ({ openId, toggle, close, isPressing }), [openId, toggle, close, isPressing]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    pressing.current = false;
    if (event.key !== 'Escape' || openId === null) return;
    // The innermost open group handles Escape; the outer one waits for the next press.
    event.stopPropagation();
    ref.current?.querySelector<HTMLButtonElement>(`[data-menu-button="${openId}"]`)?.focus();
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

export interface MenuProps {
  /** Unique within its group. */
  id: string;
  /** The button's content; its text is the button's accessible name. */
  label: ReactNode;
  children: ReactNode;
  className?: string;
  buttonClassName?: string;
  panelClassName?: string;
}

export function Menu({ id, label, children, className, buttonClassName, panelClassName }: MenuProps) {
  const group = useContext(MenuGroupContext);
  if (!group) throw new Error('<Menu> must be inside a <MenuGroup>');
  const panelId = useId();
  const open = group.openId === id;

  // Tabbing on from the last link of an open menu (to About, say) closes that menu. A press
  // moves focus too, but it is left to the click: closing on the press would collapse this
  // panel under the pointer, and in the stacked mobile menu the control pressed (Developers,
  // About) would slide up before the click lands, so the click would miss it.
  function onBlur(event: FocusEvent<HTMLDivElement>) {
    const next = event.relatedTarget;
    if (open && !group?.isPressing() && next instanceof Node && !event.currentTarget.contains(next)) group?.close(id);
  }

  return (
    <div className={className} onBlur={onBlur}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        data-menu-button={id}
        onClick={() => group.toggle(id)}
        className={`group ${buttonClassName ?? ''}`}
      >
        {label}
      </button>
      <div id={panelId} hidden={!open} className={panelClassName}>
        {children}
      </div>
    </div>
  );
}
