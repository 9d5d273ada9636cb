import { ogImageContentType, ogImageSize, renderOgImage } from '@/components/seo/og-card';
import { site } from '@/lib/site';

// The site's share image, used by every page that has none of its own.
export const alt = `${site.name}: ${site.tagline}`;
export const size = ogImageSize;
export const contentType = ogImageContentType;

export default function OpenGraphImage() {
  return renderOgImage({ title: site.tagline });
}
