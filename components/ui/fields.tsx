'use client';

import { useId } from 'react';
import type { ComponentProps } from 'react';
import { FormField, controlClass } from './form-field';

/*
 * Inputs on the shared FormField frame (label, hint, error message, ARIA wiring). They keep
 * their own values (defaultValue): a form reads them with FormData when it is sent, as the
 * browser does without JavaScript, so nothing typed before React runs the page is lost.
 */

/** What every value field takes besides the native element's attributes. */
interface ValueFieldProps {
  /** The field's name: what the form posts, and how focusing the first invalid field finds it. */
  name: string;
  label: string;
  hint?: string;
  error?: string;
}

/** The native element's own attributes, less those a value field sets itself. */
type NativeProps<Tag extends 'input' | 'textarea' | 'select'> = Omit<ComponentProps<Tag>, 'id' | 'name'>;

export interface TextFieldProps extends NativeProps<'input'>, ValueFieldProps {}

/** A labelled text input whose error shows under it and is part of its description. */
export function TextField({ name, label, hint, error, type = 'text', ...rest }: TextFieldProps) {
  const id = useId();
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      {(control) => <input {...rest} {...control} type={type} name={name} className={controlClass} />}
    </FormField>
  );
}

export interface TextAreaFieldProps extends NativeProps<'textarea'>, ValueFieldProps {}

/** A labelled multi-line text area, wired like TextField. */
export function TextAreaField({ name, label, hint, error, ...rest }: TextAreaFieldProps) {
  const id = useId();
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      {(control) => <textarea {...rest} {...control} name={name} className={controlClass} />}
    </FormField>
  );
}

export interface SelectFieldProps extends NativeProps<'select'>, ValueFieldProps {
  options: readonly { value: string; label: string }[];
  placeholder: string;
}

/** A labelled select whose first option, the placeholder, stands for no choice yet. */
export function SelectField({ name, label, options, placeholder, hint, error, ...rest }: SelectFieldProps) {
  const id = useId();
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      {(control) => (
        <select {...rest} {...control} name={name} className={controlClass}>
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
export function focusFirstError(form: HTMLFormElement, errors: Record<string, string | undefined>) {
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLElement && 'name' in element && typeof element.name === 'string' && errors[element.name]) {
      element.focus();
      return;
    }
  }
}
