'use client';

import { Dialog } from '@/components/ui/dialog';
import { comingSoonPageCopy as copy } from '@/lib/content/coming-soon';
import { sandboxModeCopy } from '@/lib/content/sandbox-mode';

export interface NotifyConfirmationProps {
  /** The address just recorded, or null when the dialog is closed. */
  confirmation: { email: string; sandbox: boolean } | null;
  countryName: string;
  onClose: () => void;
}

/**
 * "You're on the list!" after a notify request went through, or, from a server in sandbox
 * mode, that nothing was sent. Loaded with the form's checks, not with the page.
 */
export function NotifyConfirmation({ confirmation, countryName, onClose }: NotifyConfirmationProps) {
  return (
    <Dialog
      open={confirmation !== null}
      onClose={onClose}
      title={confirmation?.sandbox ? sandboxModeCopy.mailTitle : copy.confirmation.title}
      description={confirmation ? (confirmation.sandbox ? sandboxModeCopy.mail : copy.confirmation.description(confirmation.email, countryName)) : undefined}
    >
      <div className="flex justify-end">
        <button type="button" className="btn btn-primary" onClick={onClose}>
          {copy.confirmation.close}
        </button>
      </div>
    </Dialog>
  );
}
