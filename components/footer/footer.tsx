import type { Country } from '@/lib/countries';
import { footerColumns, legalLinks, marketLinks } from '@/lib/content/navigation';
import { pageHref } from '@/lib/routes';
import { site } from '@/lib/site';
import { Logo } from '@/components/brand/logo';
import { SocialLinks } from '@/components/social/social-links';
import { AppLink } from '@/components/ui/app-link';

export interface FooterProps {
  country: Country;
}

const footerLink = 'rounded text-sm text-slate-300 hover:text-white';

export function Footer({ country }: FooterProps) {
  return (
    <footer className="bg-ink text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <div className="inline-flex rounded-lg bg-white px-3 py-2">
            <Logo />
          </div>
          <p className="mt-4 max-w-sm text-sm">{site.summary}</p>
          <address className="mt-6 space-y-2 text-sm not-italic">
            <p>
              <a className={footerLink} href={`mailto:${site.contact.email}`}>
                {site.contact.email}
              </a>
            </p>
            <p>
              <a className={footerLink} href={site.contact.phoneHref}>
                {site.contact.phone}
              </a>
            </p>
            <p>
              {site.office.line}, {site.office.city}, {site.office.country}
            </p>
          </address>
          <SocialLinks className="mt-6 -ml-3" linkClassName="text-slate-300 hover:bg-white/10 hover:text-white" />
          <nav aria-label="Markets" className="mt-6">
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              {marketLinks.map((link) => (
                <li key={link.href}>
                  <AppLink href={link.href} aria-current={link.href === pageHref(country, 'home') ? 'true' : undefined} className={footerLink}>
                    {link.label}
                  </AppLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        {footerColumns(country).map((column) => (
          <nav key={column.heading} aria-label={`${column.heading} links`}>
            <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{column.heading}</h2>
            <ul className="mt-4 space-y-3">
              {column.links.map((link) => (
                <li key={link.label}>
                  <AppLink href={link.href} external={link.external} className={footerLink}>
                    {link.label}
                  </AppLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 text-sm sm:px-6 md:flex-row md:items-center md:justify-between">
          <p>
            © {site.foundingYear}–{new Date().getFullYear()} {site.legalName}. All rights reserved.
          </p>
          <ul className="flex flex-wrap gap-x-6 gap-y-2" aria-label="Legal">
            {legalLinks.map((link) => (
              <li key={link.label}>
                <AppLink href={link.href} className={footerLink}>
                  {link.label}
                </AppLink>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
