import type { Locale } from '@/lib/i18n/locales';
import { copyIn } from '@/lib/content/copy';
import { FirstScreenImage } from '@/components/ui/first-screen-image';
import { SizedImage } from '@/components/ui/sized-image';
import type { SizedImageProps } from '@/components/ui/sized-image';

export interface OfferingImageProps extends Pick<SizedImageProps, 'src' | 'priority' | 'eager' | 'className'> {
  /** The page's language. */
  locale: Locale;
  /**
   * Drawn in the HTML, as the first screen's picture is, though it is further down: the home's
   * illustrations, which as files would be requested at the first layout (a lazy image within
   * the browser's lazy-load distance on a slow link) and take connections the page's scripts are
   * waiting for. Each is about 0.4 KB gzip of markup.
   */
  drawn?: boolean;
}

/**
 * A product's illustration (home showcase, products overview, infrastructure page): all of one
 * size, and decoration, since the product's title and text sit beside it.
 */
export function OfferingImage({ src, priority, eager, drawn, className, locale }: OfferingImageProps) {
  const { offeringImageSize } = copyIn(locale).offerings;
  if (priority || drawn) return <FirstScreenImage src={src} alt="" width={offeringImageSize.width} height={offeringImageSize.height} className={className} />;
  return (
    <SizedImage src={src} alt="" width={offeringImageSize.width} height={offeringImageSize.height} priority={priority} eager={eager} className={className} />
  );
}
