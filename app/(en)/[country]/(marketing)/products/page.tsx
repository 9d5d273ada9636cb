import { ProductsPageBody } from '@/components/products/products-page';
import { liveCountryParams } from '@/lib/countries';
import { requestLocale } from '@/lib/i18n/request-locale';
import { metadataFor } from '@/lib/seo/metadata-for';

export const generateStaticParams = liveCountryParams;
export const generateMetadata = metadataFor('products');

export default function ProductsPage({ params }: PageProps<'/[country]/products'>) {
  return <ProductsPageBody params={params} locale={requestLocale()} />;
}
