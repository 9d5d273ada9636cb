'use client';

import { useId } from 'react';
import type { ChangeEvent, ComponentProps } from 'react';
import { FormField, controlClass } from './form-field';

/*
 * Controlled inputs on the shared FormField frame (label, hint, error message, ARIA wiring),
 * for forms that keep their values in React state.
 */

/** What every value field takes: its name, label, value and change handler, hint and error. */
interface ValueFieldProps {
  /** The field's name: focusing the first invalid field finds it by this. */
  name: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  hint?: string;
  error?: string;
}

/** The native element's own attributes, less those a value field sets itself. */
type NativeProps<Tag extends 'input' | 'textarea' | 'select'> = Omit<ComponentProps<Tag>, 'id' | 'name' | 'value' | 'onChange'>;

/** Name, value, change handler and look of a controlled input, textarea or select. */
function bindValue(name: string, value: string, onValueChange: (value: string) => void) {
  return {
    name,
    value,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => onValueChange(event.target.value),
    className: controlClass,
  };
}

export interface TextFieldProps extends NativeProps<'input'>, ValueFieldProps {}

/** A labelled text input whose error shows under it and is part of its description. */
export function TextField({ name, label, value, onValueChange, hint, error, type = 'text', ...rest }: TextFieldProps) {
  const id = useId();
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      {(control) => <input {...rest} {...control} type={type} {...bindValue(name, value, onValueChange)} />}
    </FormField>
  );
}

export interface TextAreaFieldProps extends NativeProps<'textarea'>, ValueFieldProps {}

/** A labelled multi-line text area, wired like TextField. */
export function TextAreaField({ name, label, value, onValueChange, hint, error, ...rest }: TextAreaFieldProps) {
  const id = useId();
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      {(control) => <textarea {...rest} {...control} {...bindValue(name, value, onValueChange)} />}
    </FormField>
  );
}

export interface SelectFieldProps extends NativeProps<'select'>, ValueFieldProps {
  options: readonly { value: string; label: string }[];
  placeholder: string;
}

/** A labelled select whose first option, the placeholder, stands for no choice yet. */
export function SelectField({ name, label, value, onValueChange, options, placeholder, hint, error, ...rest }: SelectFieldProps) {
  const id = useId();
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      {(control) => (
        <select {...rest} {...control} {...bindValue(name, value, onValueChange)}>
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
