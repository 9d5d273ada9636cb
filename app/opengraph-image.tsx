import { ogImageContentType, ogImageSize, renderOgImage } from '@/components/seo/og-card';
import { shareImageAlt } from '@/lib/seo/share-images';
import { site } from '@/lib/site';

// The site's share image, used by every page that has none of its own.
export const alt = shareImageAlt.site;
export const size = ogImageSize;
export const contentType = ogImageContentType;

export default function OpenGraphImage() {
  return renderOgImage({ title: site.tagline });
}
