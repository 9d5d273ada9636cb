import type { Locale } from '@/lib/i18n/locales';
import { cn } from '@/lib/cn';
import { site } from '@/lib/site';
import type { SocialLink } from '@/lib/site';
import { siteChrome } from '@/components/header/site-navigation';

/** Simple original glyphs, one per network, drawn on a 24-unit grid. */
const glyphs: Record<SocialLink['name'], string> = {
  X: 'M5 4h4l10 16h-4zM19 4l-6.3 7M5 20l6.3-7',
  LinkedIn: 'M5 9v10M5 5v.5M10 19v-6a3 3 0 0 1 6 0v6M10 9v10M16 13v6',
  Facebook: 'M14 20v-7h3l.5-3H14V8.5A1.5 1.5 0 0 1 15.5 7H18V4h-3a4 4 0 0 0-4 4v2H8v3h3v7',
  Instagram: 'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zM12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM17.5 6.5v.01',
  GitHub:
    'M9 19c-4 1.5-4-2-6-2.5M15 21v-3.5a3 3 0 0 0-1-2.5c3 0 6-1.5 6-6a4.5 4.5 0 0 0-1.3-3.2 4.2 4.2 0 0 0-.1-3.3s-1.1-.3-3.5 1.3a12 12 0 0 0-6.2 0C6.5 2.2 5.4 2.5 5.4 2.5a4.2 4.2 0 0 0-.1 3.3A4.5 4.5 0 0 0 4 9c0 4.5 3 6 6 6a3 3 0 0 0-1 2.5V21',
};

export interface SocialLinksProps {
  /** The page's language. */
  locale: Locale;
  className?: string;
  /** Icon colour classes; the footer is dark, the coming-soon page light. */
  linkClassName?: string;
}

export function SocialLinks({ className, linkClassName, locale }: SocialLinksProps) {
  const copy = siteChrome(locale);
  return (
    <ul className={cn('flex items-center gap-2', className)} aria-label={copy.socialMedia}>
      {site.socials.map((social) => (
        <li key={social.name}>
          <a
            href={social.href}
            target="_blank"
            rel="noopener noreferrer"
            className={cn('flex size-11 items-center justify-center rounded-full', linkClassName)}
          >
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
              <path d={glyphs[social.name]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            <span className="sr-only">
              {copy.socialLink(social.name)}
              {copy.opensInNewTab}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
