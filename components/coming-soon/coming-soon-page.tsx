import { countryOptions } from '@/lib/countries';
import type { ComingSoonCountry } from '@/lib/content/coming-soon';
import { PageHero } from '@/components/ui/page-hero';

export interface ComingSoonPageProps {
  country: ComingSoonCountry;
}

/** Every path below a market that is not live yet (placeholder until its own issue lands). */
export function ComingSoonPage({ country }: ComingSoonPageProps) {
  const { name } = countryOptions[country];
  return <PageHero eyebrow="Coming soon" title={`Kilele Pay is coming to ${name}`} lead="We are preparing our launch." />;
}
