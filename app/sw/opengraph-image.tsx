import { renderOgImage } from '@/components/seo/og-card';
import { siteWords } from '@/lib/content/sw/site-words';
import { shareImageContentType, shareImageSize, siteShareImages } from '@/lib/seo/share-images';

// The site's share image in Kiswahili, used by every Swahili page that has none of its own.
export const alt = siteShareImages.sw.alt;
export const size = shareImageSize;
export const contentType = shareImageContentType;

export default function SwahiliOpenGraphImage() {
  return renderOgImage({ title: siteWords.tagline, tagline: siteWords.tagline });
}
