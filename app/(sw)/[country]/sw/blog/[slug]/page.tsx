import Page, { generateMetadata as englishMetadata } from '@/app/(en)/[country]/(blog)/blog/[slug]/page';
import { inSwahili } from '@/lib/i18n/swahili-route';
import { swahiliArticleParams } from '@/lib/seo/static-params';

// One page per Swahili MDX file. An unknown slug never renders here: the proxy shows the first Swahili article.
export const dynamicParams = false;

export const generateStaticParams = swahiliArticleParams;
export const generateMetadata = inSwahili(englishMetadata);
export default inSwahili(Page);
