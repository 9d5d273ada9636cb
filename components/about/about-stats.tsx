import type { Locale } from '@/lib/i18n/locales';
import { copyIn } from '@/lib/content/copy';
import type { Stat } from '@/lib/content/stats';
import { StatsBand } from '@/components/marketing/stats-band';

/** The About page's row of company figures. */
export function AboutStats({ locale }: { locale: Locale }) {
  const { aboutStatsLabel } = copyIn(locale).about;
  const { experience, companyStats } = copyIn(locale).stats;
  // The About page quotes the company reading of the figures, with the years of experience first.
  const stats: Stat[] = [{ value: experience.years, label: experience.label }, ...companyStats];
  return <StatsBand stats={stats} label={aboutStatsLabel} layout="wrap" />;
}
