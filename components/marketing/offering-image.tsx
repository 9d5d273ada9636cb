import * as enOfferings from '@/lib/content/offerings';
import * as swOfferings from '@/lib/content/sw/offerings';
import { FirstScreenImage } from '@/components/ui/first-screen-image';
import { SizedImage } from '@/components/ui/sized-image';
import type { SizedImageProps } from '@/components/ui/sized-image';
import { localized } from '@/lib/i18n/request-locale';

export type OfferingImageProps = Pick<SizedImageProps, 'src' | 'priority' | 'eager' | 'className'>;

/**
 * A product's illustration (home showcase, products overview, infrastructure page): all of one
 * size, and decoration, since the product's title and text sit beside it.
 */
export function OfferingImage({ src, priority, eager, className }: OfferingImageProps) {
  const { offeringImageSize } = localized(enOfferings, swOfferings);
  if (priority) return <FirstScreenImage src={src} alt="" width={offeringImageSize.width} height={offeringImageSize.height} className={className} />;
  return (
    <SizedImage src={src} alt="" width={offeringImageSize.width} height={offeringImageSize.height} priority={priority} eager={eager} className={className} />
  );
}
