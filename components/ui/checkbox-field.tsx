'use client';

import { useId } from 'react';

// Apart from the text fields (fields.tsx) so that pages whose forms have no checkbox do not
// download it.

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
