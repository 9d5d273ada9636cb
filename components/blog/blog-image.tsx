export interface BlogImageProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Above the fold (the article cover): load at once. */
  priority?: boolean;
  sizes?: string;
  className?: string;
}

/**
 * An image with its intrinsic size, so the layout never shifts. A plain <img>: the covers are
 * small SVGs that the image optimiser would not improve, and next/image would ship client code.
 */
export function BlogImage({ src, alt, width, height, priority, sizes, className }: BlogImageProps) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- small SVGs with fixed sizes; see above.
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      sizes={sizes}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={`h-auto w-full ${className ?? ''}`}
    />
  );
}
