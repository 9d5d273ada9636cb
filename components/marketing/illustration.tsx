export interface IllustrationProps {
  src: string;
  width: number;
  height: number;
  /** Empty for decoration that the text beside it already says. */
  alt?: string;
  /** Images in the first screen load at once; the rest wait until they are near. */
  priority?: boolean;
  className?: string;
}

/**
 * One of our own small SVG illustrations. A plain <img> with its size set: nothing to
 * optimise in a 1 KB vector, and no layout shift while it loads.
 */
export function Illustration({ src, width, height, alt = '', priority, className }: IllustrationProps) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a ~1 KB SVG of fixed size; the image optimiser adds nothing.
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      className={`h-auto max-w-full ${className ?? ''}`}
    />
  );
}
