import { ProductsPageBody } from '@/components/products/products-page';
import { pageParams } from '@/lib/page-params';
import { metadataFor } from '@/lib/seo/metadata-for';
import { livePageParams } from '@/lib/seo/static-params';

export const generateStaticParams = livePageParams;
export const generateMetadata = metadataFor('products');

export default async function ProductsPage({ params }: PageProps<'/[country]/[lang]/products'>) {
  const { country, locale } = await pageParams(params);
  return <ProductsPageBody country={country} locale={locale} />;
}
