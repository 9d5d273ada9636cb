/** The page shown for an address that names no page and no file. */
export const notFoundCopy = {
  title: 'Page not found',
  body: 'The file you asked for does not exist.',
  homeLink: 'Go to the home page',
} as const;
