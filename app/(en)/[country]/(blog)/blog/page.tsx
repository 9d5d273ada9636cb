import type { Metadata } from 'next';
import { BlogList } from '@/components/blog/blog-list';
import { PageJsonLd } from '@/components/seo/page-json-ld';
import { PageHero } from '@/components/ui/page-hero';
import { feedPaths, withFeedLink } from '@/lib/blog/feed';
import { blogListPosts } from '@/lib/blog/languages';
import { blogCopyHere } from '@/lib/blog/localized-copy';
import { getAllPosts, getPosts } from '@/lib/blog/posts';
import { blogJsonLd } from '@/lib/blog/structured-data';
import { liveCountryParams } from '@/lib/countries';
import { requestLocale } from '@/lib/i18n/request-locale';
import { countryParam } from '@/lib/page-params';
import { pageTrail } from '@/lib/seo/breadcrumbs';
import { metadataFor } from '@/lib/seo/metadata-for';

export const generateStaticParams = liveCountryParams;

const blogMetadata = metadataFor('blog');

export async function generateMetadata(props: PageProps<'/[country]/blog'>): Promise<Metadata> {
  return withFeedLink(await blogMetadata(props), requestLocale());
}

// The English list shows the English articles; the Swahili list its own articles first, then
// the English ones, marked as English (lib/blog/languages.ts).
export default async function BlogPage(props: PageProps<'/[country]/blog'>) {
  const locale = requestLocale();
  const country = await countryParam(props.params);
  const blogCopy = blogCopyHere();
  return (
    <>
      <PageHero eyebrow={blogCopy.eyebrow} title={blogCopy.listTitle} lead={blogCopy.listLead}>
        {/* A file, not a page: a plain link. */}
        <a href={feedPaths[locale]} className="btn btn-secondary">
          {blogCopy.rssLabel}
        </a>
      </PageHero>
      <BlogList posts={blogListPosts(getAllPosts(), locale)} country={country} />
      <PageJsonLd trail={pageTrail(country, 'blog')} data={[blogJsonLd(getPosts(locale), country, locale)]} />
    </>
  );
}
