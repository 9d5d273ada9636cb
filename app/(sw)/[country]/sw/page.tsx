import { SwahiliContactWords } from '@/components/contact/contact-words-sw';
import { HomePage } from '@/components/home/home-page';
import { liveCountryParams } from '@/lib/countries';
import { countryParam } from '@/lib/page-params';
import { inSwahili } from '@/lib/i18n/swahili-route';
import { metadataFor } from '@/lib/seo/metadata-for';

// Not the English route's module: that one imports the English form words, which this page must not load.
export const generateStaticParams = liveCountryParams;
export const generateMetadata = inSwahili(metadataFor('home', { perCountry: true }));
export default inSwahili(async function SwahiliHomePage({ params }: PageProps<'/[country]/sw'>) {
  return <HomePage country={await countryParam(params)} ContactWords={SwahiliContactWords} />;
});
