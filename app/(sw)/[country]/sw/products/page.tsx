import { SwahiliFeeCalculator } from '@/components/products/fee-calculator-sw';
import { ProductsPageBody } from '@/components/products/products-page';
import { liveCountryParams } from '@/lib/countries';
import { inSwahili } from '@/lib/i18n/swahili-route';
import { metadataFor } from '@/lib/seo/metadata-for';

// Not the English route's module: that one imports the English calculator, whose words this page must not load.
export const generateStaticParams = liveCountryParams;
export const generateMetadata = inSwahili(metadataFor('products'));
export default inSwahili(function SwahiliProductsPage({ params }: PageProps<'/[country]/sw/products'>) {
  return <ProductsPageBody params={params} FeeCalculator={SwahiliFeeCalculator} />;
});
