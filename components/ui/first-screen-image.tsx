import 'server-only';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inlineableSvg } from '@/lib/images/svg-markup';
import { SizedImage } from './sized-image';
import type { SizedImageProps } from './sized-image';

export type FirstScreenImageProps = Pick<SizedImageProps, 'src' | 'alt' | 'width' | 'height' | 'className'>;

/** The markup of an SVG below public/ that can be inlined, else null. Read once per page at build time. */
function inlineMarkup(src: string): string | null {
  if (!src.endsWith('.svg')) return null;
  return inlineableSvg(readFileSync(join(process.cwd(), 'public', src), 'utf8'));
}

/**
 * The main image of a page's first screen (the home hero, an article's cover, the first
 * product). On a phone it is the largest thing on screen, so the page's largest paint waits for
 * it: as a separate request it shares a slow connection with the scripts and paints last. An
 * SVG of ours is therefore written into the HTML as markup and painted with the text; any other
 * image stays a priority <img>. The inlined drawing keeps its width and height, so nothing shifts.
 */
export function FirstScreenImage({ src, alt, width, height, className }: FirstScreenImageProps) {
  const markup = inlineMarkup(src);
  if (!markup) return <SizedImage src={src} alt={alt} width={width} height={height} priority className={className} />;
  return (
    <span
      // Which file is drawn here, for whoever reads the page (and its tests).
      data-src={src}
      {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
      className={`block max-w-full [&>svg]:block [&>svg]:h-auto [&>svg]:w-full ${className ?? ''}`}
      // eslint-disable-next-line react/no-danger -- drawing-only markup of our own file, checked by inlineableSvg.
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
}
