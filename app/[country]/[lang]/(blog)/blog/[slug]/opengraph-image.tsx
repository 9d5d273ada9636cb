import { notFound } from 'next/navigation';
import { renderOgImage } from '@/components/seo/og-card';
import { getPost } from '@/lib/blog/posts';
import { isLocale } from '@/lib/i18n/locales';
import { shareImageAlt, shareImageContentType, shareImageSize } from '@/lib/seo/share-images';
import { englishArticleParams } from '@/lib/seo/static-params';

// One image per English article, rendered at build time; no other path has one.
export const dynamicParams = false;
export const generateStaticParams = englishArticleParams;

export const alt = shareImageAlt.article;
export const size = shareImageSize;
export const contentType = shareImageContentType;

export default async function ArticleImage({ params }: { params: Promise<{ country: string; lang: string; slug: string }> }) {
  const { lang, slug } = await params;
  const post = isLocale(lang) ? getPost(slug, lang) : undefined;
  if (!post) notFound();
  return renderOgImage({ title: post.title, category: post.category });
}
