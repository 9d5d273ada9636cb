import type { Ref } from 'react';

export interface SizedImageProps {
  src: string;
  /** Empty for decoration that the text beside it already says. */
  alt: string;
  width: number;
  height: number;
  /** The first screen's main image (a hero, an article cover): load at once, before other images. */
  priority?: boolean;
  /**
   * In the first screen, but not its main image: load at once, at the usual priority. (The browser
   * starts a lazy image only after layout, so one in view paints late on a slow connection.)
   */
  eager?: boolean;
  className?: string;
  /** For a client parent that shows a fallback when the image fails (see useImageFailed). */
  ref?: Ref<HTMLImageElement>;
  onError?: () => void;
}

/**
 * One of our own images (small SVG illustrations and blog covers) as a plain <img> with its
 * intrinsic size, so the layout never shifts while it loads. The image optimiser would not
 * improve a 1 KB vector, and next/image would ship client code.
 */
export function SizedImage({ src, alt, width, height, priority, eager, className, ref, onError }: SizedImageProps) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- small images of fixed size; see above.
    <img
      ref={ref}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={priority || eager ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={onError}
      className={`h-auto max-w-full ${className ?? ''}`}
    />
  );
}
