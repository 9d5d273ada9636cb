'use client';

import { useId } from 'react';
import type { ComponentProps, ReactNode } from 'react';

const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base text-ink aria-invalid:border-red-700 focus-visible:border-brand-700';

interface FieldFrameProps {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: ReactNode;
}

/** Label, control, hint and error message; the control is described by both. */
function FieldFrame({ id, label, hint, error, children }: FieldFrameProps) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function describedBy(id: string, hint?: string, error?: string): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id' | 'value' | 'onChange'> {
  /** The field's name: focusing the first invalid field finds it by this. */
  name: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  hint?: string;
  error?: string;
}

/** A labelled text input whose error shows under it and is part of its description. */
export function TextField({ name, label, value, onValueChange, hint, error, type = 'text', ...rest }: TextFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <input
        {...rest}
        id={id}
        name={name}
        type={type}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={inputClass}
      />
    </FieldFrame>
  );
}

export interface SelectFieldProps extends Omit<ComponentProps<'select'>, 'id' | 'value' | 'onChange'> {
  name: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  placeholder: string;
  hint?: string;
  error?: string;
}

export function SelectField({ name, label, value, onValueChange, options, placeholder, hint, error, ...rest }: SelectFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <select
        {...rest}
        id={id}
        name={name}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={inputClass}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

export interface CheckboxFieldProps {
  name: string;
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
}

export function CheckboxField({ name, label, checked, onCheckedChange, disabled }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className="flex items-center gap-3">
      <input
        id={id}
        name={name}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onCheckedChange(event.target.checked)}
        className="size-5 rounded border-slate-400 accent-brand-700"
      />
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
    </div>
  );
}

/** Focuses the first field, in form order, that has an error: where a keyboard user fixes it. */
export function focusFirstError(form: HTMLFormElement, errors: Record<string, string>) {
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLElement && 'name' in element && typeof element.name === 'string' && errors[element.name]) {
      element.focus();
      return;
    }
  }
}
