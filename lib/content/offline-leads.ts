/**
 * What the lead forms (contact, newsletter, notify) say about a submission sent without a
 * connection: it is kept on the device and sent by itself once the connection is back, from
 * the same page or on the next visit to any page of the site.
 */
export const offlineLeadsCopy = {
  /** Said at once, the form still filled in. */
  saved: "You're offline. What you wrote is saved on this device and will be sent when you're back online.",
  /** Said once a kept submission went through. */
  delivered: "You're back online: what you wrote while offline has been sent.",
  /** Said when the server refused a kept submission for good. */
  refused: 'What you wrote while offline could not be sent. Please open the form and send it again.',
  /** Shown on every page while something written offline waits on the device. */
  keptOnDevice: 'What you wrote while offline is saved on this device until it can be sent, for a week at most.',
  /** The button that removes it from the device, unsent. */
  discard: 'Delete it from this device',
  /** Said once it is gone. */
  discarded: 'Deleted from this device. Nothing was sent.',
} as const;
