/** The language switcher. */
export const languageSwitcherCopy = {
  /** What the header's language button is (where the site has more than two languages), in the page's language. */
  label: 'Language',
  /**
   * The text of a link that leads to this language, written in it (the other language's
   * pages show it, marked with lang, so a screen reader says it in the right voice).
   */
  linkHere: 'Read in English',
} as const;
