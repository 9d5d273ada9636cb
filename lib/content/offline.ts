/** The page the phone shows, without a connection, for a page it has not kept. */
export const offlinePageCopy = {
  title: 'You are offline',
  body: 'This page is not kept on your phone yet. The pages you have already read open without a connection; this one will open once you are back online.',
  homeLink: 'Go to the home page',
} as const;

/** The button on developer pages that keeps them on the phone for reading without a connection. */
export const keepForOfflineCopy = {
  keepPage: 'Keep this page for offline',
  keepReference: 'Keep the API reference for offline',
  keeping: 'Keeping the pages on this phone…',
  /** `{count}`: how many pages were kept. */
  kept: '{count} pages kept: they open without a connection',
  failed: 'The pages could not be kept. Check your connection and try again.',
  unsupported: 'This browser cannot keep pages for offline reading.',
} as const;
