import type { Country } from '@/lib/countries';
import { contactAnchor } from '@/lib/content/contact';
import { infrastructureCta } from '@/lib/content/infrastructure';
import { pageHref } from '@/lib/routes';
import { site } from '@/lib/site';
import type { CtaLinksProps } from '@/components/marketing/cta-links';

/** Start Building (external sign-up) and Contact Sales (the home page's contact section). */
export function infrastructureActions(country: Country): Pick<CtaLinksProps, 'primary' | 'secondary'> {
  return {
    primary: { href: site.external.signUp, external: true, label: infrastructureCta.primary },
    secondary: { href: pageHref(country, 'home', contactAnchor), label: infrastructureCta.secondary },
  };
}
