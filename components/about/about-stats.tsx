import { aboutStatsLabel } from '@/lib/content/about';
import { companyStats, experience } from '@/lib/content/stats';
import type { Stat } from '@/lib/content/stats';
import { StatsBand } from '@/components/marketing/stats-band';

// The About page quotes the company reading of the figures, with the years of experience first.
const stats: Stat[] = [{ value: experience.years, label: experience.label }, ...companyStats];

/** The About page's row of company figures. */
export function AboutStats() {
  return <StatsBand stats={stats} label={aboutStatsLabel} layout="wrap" />;
}
