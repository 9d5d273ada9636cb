import { receiptAnchor } from '@/lib/form-receipts';
import type { LeadKind } from '@/lib/lead-kinds';

export interface FormReceiptProps {
  form: LeadKind;
  /** What the form says once its lead is received. */
  text: string;
  /** What it says when the server is in sandbox mode and nothing was sent. */
  sandboxText: string;
  className?: string;
}

const notice = 'hidden rounded-lg border px-4 py-3 text-sm font-medium target:block';

/**
 * The confirmation a visitor without JavaScript sees: the lead route answers their post with
 * a 303 to this page and the receipt's fragment, and CSS (:target) shows the receipt, with no
 * script and with the page still static. Reloading shows it again and posts nothing.
 */
export function FormReceipt({ form, text, sandboxText, className = '' }: FormReceiptProps) {
  return (
    <>
      <p id={receiptAnchor(form, false)} role="status" tabIndex={-1} className={`${notice} border-brand-200 bg-brand-50 text-brand-900 ${className}`}>
        {text}
      </p>
      <p id={receiptAnchor(form, true)} role="status" tabIndex={-1} className={`${notice} border-accent-400 bg-accent-100 text-accent-900 ${className}`}>
        {sandboxText}
      </p>
    </>
  );
}
