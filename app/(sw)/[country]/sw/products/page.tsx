import { ProductsPageBody } from '@/components/products/products-page';
import { liveCountryParams } from '@/lib/countries';
import { requestLocale } from '@/lib/i18n/request-locale';
import { inSwahili } from '@/lib/i18n/swahili-route';
import { metadataFor } from '@/lib/seo/metadata-for';

export const generateStaticParams = liveCountryParams;
export const generateMetadata = inSwahili(metadataFor('products'));
export default inSwahili(function SwahiliProductsPage({ params }: PageProps<'/[country]/sw/products'>) {
  return <ProductsPageBody params={params} locale={requestLocale()} />;
});
