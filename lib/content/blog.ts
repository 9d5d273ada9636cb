/** The blog's interface text. */
export const blogCopy = {
  eyebrow: 'Blog',
  listTitle: 'Insights and guides',
  listLead: 'Guides for developers, analysis of payments in Kenya and East Africa, and news from the Kilele Pay team.',
  searchLabel: 'Search articles',
  searchPlaceholder: 'Search articles…',
  searchSubmit: 'Search',
  categoriesLabel: 'Filter by category',
  featuredHeading: 'Featured Articles',
  latestHeading: 'Latest Articles',
  noResults: 'No articles found',
  noResultsHint: 'Try adjusting your search or filter criteria',
  clearFilters: 'Clear search and filters',
  readArticle: 'Read article',
  backToList: 'Back to Blog',
  shareLabel: 'Share Article',
  linkCopied: 'Link copied',
  copyFailed: 'Could not copy the link',
  relatedHeading: 'Related Articles',
  draftLabel: 'Draft: not published',
  rssLabel: 'RSS feed',
  feedTitle: 'Kilele Pay Blog',
  feedDescription: 'Guides, analysis and news on payments in Kenya and East Africa from the Kilele Pay team.',
  /** The byline's reading time. */
  readTime: (minutes: number) => `${minutes} min read`,
  /** "7 articles found", "1 article found". */
  resultCount: (count: number) => `${count} ${count === 1 ? 'article' : 'articles'} found`,
  /** Said before a card's category by screen readers. */
  categoryPrefix: 'Category:',
  /** Said before the author's name by screen readers. */
  byPrefix: 'By',
  /** The label before a callout's title, by its type, for screen readers. */
  calloutLabels: { note: 'Note', tip: 'Tip', warning: 'Warning' },
  /** A code block's name: "Code sample 2: Python". */
  codeSampleLabel: (index: number, language: string) => `Code sample ${index}: ${language}`,
  /** A wide table's scrolling region: "Table 1". */
  tableLabel: (index: number) => `Table ${index}`,
  /** A code block's copy button: its label, then what it says after a click. */
  copyCode: { label: 'Copy Code', copied: 'Copied!', failed: 'Copy failed' },
  /** The filter that shows every category. */
  allCategories: 'All',
  /** The name each category is shown under (its value in frontmatter and URLs stays as it is). */
  categoryLabels: {
    'API Guides': 'API Guides',
    'Industry Insights': 'Industry Insights',
    'Market Analysis': 'Market Analysis',
    'Fintech Trends': 'Fintech Trends',
    'Developer Resources': 'Developer Resources',
    Regulatory: 'Regulatory',
    Technology: 'Technology',
  },
  /** Marks a card in a list of another language, by the article's language. */
  writtenIn: { en: 'In English', sw: 'In Swahili' },
  /** The link from an article to its version in the other language, by that language. */
  readIn: { en: 'Read this article in English', sw: 'Read this article in Swahili' },
  cta: {
    heading: 'Ready to build with Kilele Pay?',
    body: 'Get a free sandbox key and take your first M-Pesa payment today. No payment required to start.',
    primary: 'Start Building',
    secondary: 'Explore the APIs',
  },
} as const;
