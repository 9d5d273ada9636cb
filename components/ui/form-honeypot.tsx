import { honeypotField } from '@/lib/validation/honeypot';

/**
 * The trap field (lib/validation/honeypot.ts), in every lead form. Off screen rather than
 * display:none (some bots skip hidden inputs), out of the tab order, and hidden from
 * assistive technology, so that no person meets it; autocomplete off and a name that means
 * nothing, so that no browser fills it.
 */
export function FormHoneypot({ label }: { label: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        {label}
        <input type="text" name={honeypotField} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
