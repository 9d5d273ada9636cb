'use client';

import { Dialog } from '@/components/ui/dialog';
import { fill } from '@/lib/fill';
import type * as comingSoon from '@/lib/content/coming-soon';
import type * as sandboxMode from '@/lib/content/sandbox-mode';
import type { Translated } from '@/lib/i18n/translated';

export interface NotifyConfirmationProps {
  /** The address just recorded, or null when the dialog is closed. */
  confirmation: { email: string; sandbox: boolean } | null;
  countryName: string;
  /** The dialog's words and the sandbox notice, in the page's language. */
  copy: Omit<Translated<typeof comingSoon.comingSoonPageCopy.confirmation>, 'onPage'>;
  sandboxModeCopy: Translated<typeof sandboxMode.sandboxModeCopy>;
  onClose: () => void;
}

/**
 * "You're on the list!" after a notify request went through, or, from a server in sandbox
 * mode, that nothing was sent. Loaded with the form's checks, not with the page.
 */
export function NotifyConfirmation({ confirmation, countryName, copy, sandboxModeCopy, onClose }: NotifyConfirmationProps) {
  return (
    <Dialog
      open={confirmation !== null}
      onClose={onClose}
      title={confirmation?.sandbox ? sandboxModeCopy.mailTitle : copy.title}
      description={
        confirmation ? (confirmation.sandbox ? sandboxModeCopy.mail : fill(copy.description, { email: confirmation.email, name: countryName })) : undefined
      }
    >
      <div className="flex justify-end">
        <button type="button" className="btn btn-primary" onClick={onClose}>
          {copy.close}
        </button>
      </div>
    </Dialog>
  );
}
