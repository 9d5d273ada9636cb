import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ArticleBody } from '@/components/blog/article-body';
import { ArticleCta } from '@/components/blog/article-cta';
import { ArticleHeader } from '@/components/blog/article-header';
import { RelatedPosts } from '@/components/blog/related-posts';
import { PageJsonLd } from '@/components/seo/page-json-ld';
import { withFeedLink } from '@/lib/blog/feed';
import { articleHref } from '@/lib/blog/languages';
import { getAllPosts, getPost, getPosts } from '@/lib/blog/posts';
import { relatedPosts } from '@/lib/blog/related';
import { blogPostingJsonLd } from '@/lib/blog/structured-data';
import { pageParams } from '@/lib/page-params';
import { pageFamilies } from '@/lib/routes';
import { pageTrail } from '@/lib/seo/breadcrumbs';
import { pageMetadata } from '@/lib/seo/metadata';
import { articleAlternates } from '@/lib/seo/sitemap';
import { articleParams } from '@/lib/seo/static-params';
import { site } from '@/lib/site';
import { absoluteUrl } from '@/lib/site-url';

// One page per MDX file. An unknown slug never renders here: the proxy shows the first article.
export const dynamicParams = false;

export const generateStaticParams = articleParams;

async function pagePost(props: PageProps<'/[country]/[lang]/blog/[slug]'>) {
  const { country, locale } = await pageParams(props.params);
  const { slug } = await props.params;
  const post = getPost(slug, locale);
  if (!post) notFound();
  return { country, locale, post };
}

export async function generateMetadata(props: PageProps<'/[country]/[lang]/blog/[slug]'>): Promise<Metadata> {
  const { country, locale, post } = await pagePost(props);
  const base = pageMetadata({
    country,
    locale,
    path: `${pageFamilies.blogPost}/${post.slug}`,
    title: post.title,
    description: post.excerpt,
    keywords: [post.category, `${post.category} Kenya`, `${site.name} blog`],
    type: 'article',
    // An English article's own share image (opengraph-image.tsx beside it, whose alternative
    // text is English); a translation shares the site's image in its language.
    image: locale === 'en' ? 'own' : 'site',
  });
  return withFeedLink(
    {
      ...base,
      // Each language version of the article, at its own slug.
      alternates: { ...base.alternates, languages: articleAlternates(country, post, getAllPosts()) },
      openGraph: {
        ...base.openGraph,
        type: 'article',
        publishedTime: post.date,
        modifiedTime: post.date,
        authors: [post.author],
        section: post.category,
      },
    },
    locale,
  );
}

export default async function BlogPostPage(props: PageProps<'/[country]/[lang]/blog/[slug]'>) {
  const { country, locale, post } = await pagePost(props);
  const url = absoluteUrl(articleHref(country, post));
  return (
    <>
      <article className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
        <ArticleHeader post={post} country={country} locale={locale} url={url} />
        <div className="mt-10">
          <ArticleBody post={post} />
        </div>
      </article>
      <ArticleCta country={country} locale={locale} />
      <RelatedPosts posts={relatedPosts(post, getPosts(locale))} country={country} locale={locale} />
      <PageJsonLd
        locale={locale}
        trail={pageTrail(country, locale, 'blog', { name: post.title, path: articleHref(country, post) })}
        data={[blogPostingJsonLd(post, country)]}
      />
    </>
  );
}
