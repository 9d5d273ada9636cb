import type { ReactNode } from 'react';

/** What the control inside a FormField spreads onto itself. */
export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FormFieldProps {
  /** The control's id; the label, hint and message are tied to it. */
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  className?: string;
  /** Renders the one input, select or textarea, given its id and ARIA attributes. */
  children: (control: ControlProps) => ReactNode;
}

export const controlClass =
  'mt-1.5 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base text-ink placeholder:text-slate-500 aria-invalid:border-red-700 aria-invalid:ring-1 aria-invalid:ring-red-700';

/** A labelled form control with its hint, and its error message under it. */
export function FormField({ id, label, error, hint, className, children }: FormFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
