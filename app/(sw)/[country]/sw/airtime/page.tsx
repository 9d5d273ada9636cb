import Page, { generateMetadata as englishMetadata, generateStaticParams } from '@/app/(en)/[country]/(flows)/airtime/page';
import { inSwahili } from '@/lib/i18n/swahili-route';

export { generateStaticParams };
export const generateMetadata = inSwahili(englishMetadata);
export default inSwahili(Page);
