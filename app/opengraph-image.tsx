import { renderOgImage } from '@/components/seo/og-card';
import { shareImageAlt, shareImageContentType, shareImageSize } from '@/lib/seo/share-images';
import { site } from '@/lib/site';

// The site's share image, used by every page that has none of its own.
export const alt = shareImageAlt.site;
export const size = shareImageSize;
export const contentType = shareImageContentType;

export default function OpenGraphImage() {
  return renderOgImage({ title: site.tagline });
}
