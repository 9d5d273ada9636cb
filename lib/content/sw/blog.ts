import type { Translated } from '../../i18n/translated';
import type * as en from '../blog';

/**
 * The blog's interface text in Kiswahili, key for key with the English (lib/content/blog.ts).
 * Category values stay English in frontmatter and URLs; only their labels are translated.
 */
export const blogCopy: Translated<typeof en.blogCopy> = {
  eyebrow: 'Blogu',
  listTitle: 'Maarifa na miongozo',
  listLead: 'Miongozo kwa wasanidi programu, uchambuzi wa malipo nchini Kenya na Afrika Mashariki, na habari kutoka kwa timu ya Kilele Pay.',
  searchLabel: 'Tafuta makala',
  searchPlaceholder: 'Tafuta makala…',
  searchSubmit: 'Tafuta',
  categoriesLabel: 'Chuja kwa kundi',
  featuredHeading: 'Makala teule',
  latestHeading: 'Makala za hivi karibuni',
  noResults: 'Hakuna makala zilizopatikana',
  noResultsHint: 'Jaribu kubadilisha maneno ya utafutaji au kundi ulilochagua',
  clearFilters: 'Futa utafutaji na vichujio',
  readArticle: 'Soma makala',
  backToList: 'Rudi kwenye blogu',
  shareLabel: 'Shiriki makala',
  linkCopied: 'Kiungo kimenakiliwa',
  copyFailed: 'Imeshindwa kunakili kiungo',
  relatedHeading: 'Makala zinazohusiana',
  draftLabel: 'Rasimu: haijachapishwa',
  rssLabel: 'Mlisho wa RSS',
  feedTitle: 'Blogu ya Kilele Pay',
  feedDescription: 'Miongozo, uchambuzi na habari kuhusu malipo nchini Kenya na Afrika Mashariki kutoka kwa timu ya Kilele Pay.',
  readTime: (minutes) => `Dakika ${minutes} za kusoma`,
  resultCount: (count) => `Makala ${count} ${count === 1 ? 'imepatikana' : 'zimepatikana'}`,
  categoryPrefix: 'Kundi:',
  byPrefix: 'Na',
  calloutLabels: { note: 'Kumbuka', tip: 'Dokezo', warning: 'Tahadhari' },
  codeSampleLabel: (index, language) => `Mfano wa msimbo ${index}: ${language}`,
  tableLabel: (index) => `Jedwali ${index}`,
  copyCode: { label: 'Nakili msimbo', copied: 'Imenakiliwa!', failed: 'Imeshindwa kunakili' },
  allCategories: 'Zote',
  categoryLabels: {
    'API Guides': 'Miongozo ya API',
    'Industry Insights': 'Maarifa ya sekta',
    'Market Analysis': 'Uchambuzi wa soko',
    'Fintech Trends': 'Mielekeo ya teknolojia ya fedha',
    'Developer Resources': 'Rasilimali za wasanidi programu',
    Regulatory: 'Kanuni',
    Technology: 'Teknolojia',
  },
  writtenIn: { en: 'Kwa Kiingereza', sw: 'Kwa Kiswahili' },
  readIn: { en: 'Soma makala hii kwa Kiingereza', sw: 'Soma makala hii kwa Kiswahili' },
  cta: {
    heading: 'Uko tayari kujenga na Kilele Pay?',
    body: 'Pata ufunguo wa sandbox bila malipo na upokee malipo yako ya kwanza ya M-Pesa leo. Huhitaji kulipa chochote ili kuanza.',
    primary: 'Anza kujenga',
    secondary: 'Gundua API zetu',
  },
};
