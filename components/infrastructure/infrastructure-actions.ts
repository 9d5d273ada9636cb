import { contactAnchor } from '@/lib/content/shared';
import type { Country } from '@/lib/countries';
import * as enInfrastructure from '@/lib/content/infrastructure';
import * as swInfrastructure from '@/lib/content/sw/infrastructure';
import { site } from '@/lib/site';
import type { CtaLinksProps } from '@/components/marketing/cta-links';
import { localized } from '@/lib/i18n/request-locale';
import { pageHrefHere } from '@/lib/i18n/localized-routes';

/** Start Building (external sign-up) and Contact Sales (the home page's contact section). */
export function infrastructureActions(country: Country): Pick<CtaLinksProps, 'primary' | 'secondary'> {
  const { infrastructureCta } = localized(enInfrastructure, swInfrastructure);
  return {
    primary: { href: site.external.signUp, external: true, label: infrastructureCta.primary },
    secondary: { href: pageHrefHere(country, 'home', contactAnchor), label: infrastructureCta.secondary },
  };
}
