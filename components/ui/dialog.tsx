'use client';

import { useEffect, useId, useRef } from 'react';
import type { MouseEvent, ReactNode } from 'react';

export interface DialogProps {
  open: boolean;
  /** Called on Escape, on a click on the backdrop (unless disabled) and by close buttons. */
  onClose: () => void;
  title: string;
  /** Optional description under the title, announced with it. */
  description?: ReactNode;
  children: ReactNode;
  /** Whether a click outside closes the dialog (the default, as the airtime modal does); false keeps it open. */
  closeOnBackdropClick?: boolean;
  className?: string;
}

/**
 * A modal dialog on the native <dialog> element: `showModal()` makes the rest of the page
 * inert (focus stays inside), Escape closes it, and the browser returns focus to the element
 * that opened it.
 */
export function Dialog({ open, onClose, title, description, children, closeOnBackdropClick = true, className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  function onBackdropClick(event: MouseEvent<HTMLDialogElement>) {
    // A click on the ::backdrop reaches the <dialog> itself; clicks on content reach a child.
    if (closeOnBackdropClick && event.target === event.currentTarget) onClose();
  }

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={onBackdropClick}
      className={`m-auto w-[min(32rem,calc(100vw-2rem))] rounded-2xl p-0 text-ink shadow-2xl backdrop:bg-ink/60 ${className ?? ''}`}
    >
      {/* The padding lives on an inner box so that a click on it is not a backdrop click. */}
      <div className="p-6">
        <h2 id={titleId} className="text-xl font-semibold">
          {title}
        </h2>
        {description ? (
          <div id={descriptionId} className="mt-2 text-muted">
            {description}
          </div>
        ) : null}
        <div className="mt-4">{children}</div>
      </div>
    </dialog>
  );
}
