/**
 * The search control in every page's header, in the HTML of every page: its only words before
 * a visitor uses it, so keep them few.
 */
export const searchControlCopy = {
  label: 'Search the site',
  submit: 'Search',
} as const;

/** The search box's list of results, sent to the browser as plain data with the control. */
export const searchBoxWords = {
  resultsLabel: 'Search results',
  loading: 'Loading search…',
  failed: 'Search could not load here. Press Enter to see the results page.',
  /** `{count}`: how many results the list shows (two or more). */
  resultCount: '{count} results',
  oneResult: '1 result',
  noResults: 'No results. Try another word, or press Enter to see the results page.',
  englishOnly: 'English only',
  /** A result whose page the phone has not kept, shown without a connection. */
  notKept: 'Not on this phone',
} as const;

/** The results page of a search sent from the header's form (it works without JavaScript). */
export const searchPageCopy = {
  title: 'Search',
  description: 'Search every page of Kilele Pay: products and fees, developer documentation, result codes, articles and legal pages.',
  heading: 'Search the site',
  /** `{query}`: what the visitor searched for. */
  resultsFor: 'Results for “{query}”',
  resultCount: '{count} results',
  oneResult: '1 result',
  emptyQuery: 'Type a word, a phrase or a number (a result code, a test phone number, a shortcode) and press Search.',
  /** `{query}`: what the visitor searched for. */
  noResults: 'Nothing matched “{query}”.',
  noResultsHint: 'Check the spelling or try fewer words, or start from one of these pages:',
  englishOnly: 'English only',
  suggestions: {
    developers: 'Developer documentation',
    resultCodes: 'M-Pesa result codes',
    testing: 'Testing M-Pesa payments',
    products: 'Products and fees',
    blog: 'Blog',
  },
} as const;
