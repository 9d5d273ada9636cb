import type { Metadata } from 'next';
import { BlogList } from '@/components/blog/blog-list';
import { PageJsonLd } from '@/components/seo/page-json-ld';
import { PageHero } from '@/components/ui/page-hero';
import { blogCopy } from '@/lib/blog/copy';
import { feedPath, withFeedLink } from '@/lib/blog/feed';
import { getPosts } from '@/lib/blog/posts';
import { blogJsonLd } from '@/lib/blog/structured-data';
import { liveCountryParams } from '@/lib/countries';
import { countryParam } from '@/lib/page-params';
import { pageTrail } from '@/lib/seo/breadcrumbs';
import { metadataFor } from '@/lib/seo/metadata';

export const generateStaticParams = liveCountryParams;

const blogMetadata = metadataFor('blog');

export async function generateMetadata(props: PageProps<'/[country]/blog'>): Promise<Metadata> {
  return withFeedLink(await blogMetadata(props));
}

export default async function BlogPage(props: PageProps<'/[country]/blog'>) {
  const country = await countryParam(props.params);
  return (
    <>
      <PageHero eyebrow={blogCopy.eyebrow} title={blogCopy.listTitle} lead={blogCopy.listLead}>
        {/* A file, not a page: a plain link. */}
        <a href={feedPath} className="btn btn-secondary">
          {blogCopy.rssLabel}
        </a>
      </PageHero>
      <BlogList posts={getPosts('en')} country={country} />
      <PageJsonLd trail={pageTrail(country, 'blog')} data={[blogJsonLd(getPosts('en'), country)]} />
    </>
  );
}
