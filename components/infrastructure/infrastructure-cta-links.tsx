import type { Country } from '@/lib/countries';
import { contactAnchor } from '@/lib/content/contact';
import { infrastructureCta } from '@/lib/content/infrastructure';
import { pageHref } from '@/lib/routes';
import { site } from '@/lib/site';
import { AppLink } from '@/components/ui/app-link';

export interface InfrastructureCtaLinksProps {
  country: Country;
}

/** Start Building (external sign-up) and Contact Sales (the home page's contact section). */
export function InfrastructureCtaLinks({ country }: InfrastructureCtaLinksProps) {
  return (
    <>
      <AppLink href={site.external.signUp} external className="btn btn-primary px-6 text-base">
        {infrastructureCta.primary}
      </AppLink>
      <AppLink href={pageHref(country, 'home', contactAnchor)} className="btn btn-secondary px-6 text-base">
        {infrastructureCta.secondary}
      </AppLink>
    </>
  );
}
