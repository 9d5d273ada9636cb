import Page, { generateMetadata as englishMetadata, generateStaticParams } from '@/app/(en)/[country]/(coming-soon)/coming-soon/page';
import { inSwahili } from '@/lib/i18n/swahili-route';

export { generateStaticParams };
export const generateMetadata = inSwahili(englishMetadata);
export default inSwahili(Page);
