import { cn } from '@/lib/cn';
import 'server-only';
import { createElement } from 'react';
import type { ReactNode } from 'react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { svgTree } from '@/lib/images/svg-markup';
import type { SvgElement } from '@/lib/images/svg-markup';
import { SizedImage } from './sized-image';
import type { SizedImageProps } from './sized-image';

export type FirstScreenImageProps = Pick<SizedImageProps, 'src' | 'alt' | 'width' | 'height' | 'className'>;

/** The drawing of an SVG below public/ that can be inlined, else null. Read once per page at build time. */
function inlineDrawing(src: string): SvgElement | null {
  if (!src.endsWith('.svg')) return null;
  return svgTree(readFileSync(join(process.cwd(), 'public', src), 'utf8'));
}

/** React elements of a checked drawing: React writes every attribute and text itself. */
function renderDrawing(node: SvgElement | string, key?: number): ReactNode {
  if (typeof node === 'string') return node;
  return createElement(node.name, { ...node.attributes, key }, ...node.children.map((child, index) => renderDrawing(child, index)));
}

/**
 * The main image of a page's first screen (the home hero, an article's cover, the first
 * product). On a phone it is the largest thing on screen, so the page's largest paint waits for
 * it: as a separate request it shares a slow connection with the scripts and paints last. An
 * SVG of ours is therefore drawn in the HTML as elements and painted with the text; any other
 * image stays a priority <img>. The drawing keeps its width and height, so nothing shifts.
 */
export function FirstScreenImage({ src, alt, width, height, className }: FirstScreenImageProps) {
  const drawing = inlineDrawing(src);
  if (!drawing) return <SizedImage src={src} alt={alt} width={width} height={height} priority className={className} />;
  return (
    <span
      // Which file is drawn here, for whoever reads the page (and its tests).
      data-src={src}
      {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
      className={cn('block max-w-full [&>svg]:block [&>svg]:h-auto [&>svg]:w-full', className)}
    >
      {renderDrawing(drawing)}
    </span>
  );
}
