import * as enAbout from '@/lib/content/about';
import * as swAbout from '@/lib/content/sw/about';
import * as enStats from '@/lib/content/stats';
import * as swStats from '@/lib/content/sw/stats';
import type { Stat } from '@/lib/content/stats';
import { StatsBand } from '@/components/marketing/stats-band';
import { localized } from '@/lib/i18n/request-locale';

/** The About page's row of company figures. */
export function AboutStats() {
  const { aboutStatsLabel } = localized(enAbout, swAbout);
  const { experience, companyStats } = localized(enStats, swStats);
  // The About page quotes the company reading of the figures, with the years of experience first.
  const stats: Stat[] = [{ value: experience.years, label: experience.label }, ...companyStats];
  return <StatsBand stats={stats} label={aboutStatsLabel} layout="wrap" />;
}
