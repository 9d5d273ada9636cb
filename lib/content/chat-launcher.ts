/**
 * The words of the floating chat button. Apart from lib/content/chat.ts on purpose: the
 * button ships with every page, the reply table only once someone opens the chat.
 */
export const chatLauncherCopy = {
  /** The landmark around the button and the panel. */
  region: 'Chat assistant',
  open: 'Open the chat assistant',
  loading: 'Opening the chat assistant',
  loadError: 'The chat could not load. Check your connection and try again.',
} as const;
