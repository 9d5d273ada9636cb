import { renderOgImage } from '@/components/seo/og-card';
import { copyIn } from '@/lib/content/copy';
import { shareImageContentType, shareImageSize, siteShareImage } from '@/lib/seo/share-images';

// The site's share image in Kiswahili, used by every Swahili page that has none of its own.
const { tagline } = copyIn('sw').siteWords.siteWords;
export const alt = siteShareImage('sw').alt;
export const size = shareImageSize;
export const contentType = shareImageContentType;

export default function SwahiliOpenGraphImage() {
  return renderOgImage({ title: tagline, tagline });
}
