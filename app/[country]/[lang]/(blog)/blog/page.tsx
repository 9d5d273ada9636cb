import type { Metadata } from 'next';
import { BlogList } from '@/components/blog/blog-list';
import { PageJsonLd } from '@/components/seo/page-json-ld';
import { PageHero } from '@/components/ui/page-hero';
import { feedPathIn, withFeedLink } from '@/lib/blog/feed';
import { blogLanguageOf, blogListPosts } from '@/lib/blog/languages';
import { copyIn } from '@/lib/content/copy';
import { getAllPosts, getPosts } from '@/lib/blog/posts';
import { blogJsonLd } from '@/lib/blog/structured-data';
import { pageParams } from '@/lib/page-params';
import { pageTrail } from '@/lib/seo/breadcrumbs';
import { metadataFor } from '@/lib/seo/metadata-for';
import { livePageParams } from '@/lib/seo/static-params';

export const generateStaticParams = livePageParams;

const blogMetadata = metadataFor('blog');

export async function generateMetadata(props: PageProps<'/[country]/[lang]/blog'>): Promise<Metadata> {
  const { locale } = await pageParams(props.params);
  return withFeedLink(await blogMetadata(props), locale);
}

// The English list shows the English articles; the Swahili list its own articles first, then
// the English ones, marked as English (lib/blog/languages.ts).
export default async function BlogPage(props: PageProps<'/[country]/[lang]/blog'>) {
  const { country, locale } = await pageParams(props.params);
  const { blogCopy } = copyIn(locale).blog;
  return (
    <>
      <PageHero eyebrow={blogCopy.eyebrow} title={blogCopy.listTitle} lead={blogCopy.listLead}>
        {/* A file, not a page: a plain link. */}
        <a href={feedPathIn(blogLanguageOf(locale))} className="btn btn-secondary">
          {blogCopy.rssLabel}
        </a>
      </PageHero>
      <BlogList posts={blogListPosts(getAllPosts(), locale)} country={country} locale={locale} />
      <PageJsonLd locale={locale} trail={pageTrail(country, locale, 'blog')} data={[blogJsonLd(getPosts(locale), country, locale)]} />
    </>
  );
}
