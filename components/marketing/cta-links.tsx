import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { AppLink } from '@/components/ui/app-link';
import type { Locale } from '@/lib/i18n/locales';

export interface CtaLink {
  href: string;
  label: ReactNode;
  /** Another host: opens in a new tab and says so. */
  external?: boolean;
}

export interface CtaLinksProps {
  /** The page's language (an external link says it opens a new tab in it). */
  locale: Locale;
  primary: CtaLink;
  secondary: CtaLink;
  /** `dark` sits on the brand-900 band: white filled and white outlined buttons. */
  tone?: 'light' | 'dark';
  /** `large` widens the light buttons and sets their text at base size (page openings, closing bands). */
  size?: 'default' | 'large';
  /** Spacing and alignment of the row within its section. */
  className?: string;
}

const buttons = {
  light: { primary: 'btn btn-primary', secondary: 'btn btn-secondary' },
  dark: {
    primary: 'btn bg-white text-brand-900 hover:bg-brand-50',
    secondary: 'btn border border-white text-white hover:bg-white/10',
  },
} as const;

/** The row of a call to action: the main action as a filled button, the other one outlined. */
export function CtaLinks({ locale, primary, secondary, tone = 'light', size = 'default', className }: CtaLinksProps) {
  const sizeClass = size === 'large' ? 'px-6 text-base' : undefined;
  return (
    <div className={cn('flex flex-wrap gap-3', className)}>
      <AppLink locale={locale} href={primary.href} external={primary.external} className={cn(buttons[tone].primary, sizeClass)}>
        {primary.label}
      </AppLink>
      <AppLink locale={locale} href={secondary.href} external={secondary.external} className={cn(buttons[tone].secondary, sizeClass)}>
        {secondary.label}
      </AppLink>
    </div>
  );
}
