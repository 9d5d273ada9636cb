'use client';

import { useId } from 'react';
import type { ComponentProps } from 'react';
import { FormField, controlClass } from './form-field';

/*
 * Controlled inputs on the shared FormField frame (label, hint, error message, ARIA wiring),
 * for forms that keep their values in React state.
 */

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
    <FormField id={id} label={label} hint={hint} error={error}>
      {(control) => (
        <input
          {...rest}
          {...control}
          name={name}
          type={type}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          className={controlClass}
        />
      )}
    </FormField>
  );
}

export interface TextAreaFieldProps extends Omit<ComponentProps<'textarea'>, 'id' | 'value' | 'onChange'> {
  name: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  hint?: string;
  error?: string;
}

/** A labelled multi-line text area, wired like TextField. */
export function TextAreaField({ name, label, value, onValueChange, hint, error, ...rest }: TextAreaFieldProps) {
  const id = useId();
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      {(control) => (
        <textarea
          {...rest}
          {...control}
          name={name}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          className={controlClass}
        />
      )}
    </FormField>
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
    <FormField id={id} label={label} hint={hint} error={error}>
      {(control) => (
        <select
          {...rest}
          {...control}
          name={name}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          className={controlClass}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
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
