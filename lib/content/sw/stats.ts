import type { Translated } from '../../i18n/translated';
import * as en from '../stats';
import type { Stat } from '../stats';

/** Takwimu za masoko kwa Kiswahili: kila takwimu inachukua thamani yake kutoka kwa ile ya Kiingereza. */
const labelWords: Record<string, string> = {
  Transactions: 'Miamala',
  Uptime: 'Upatikanaji wa huduma',
  Support: 'Msaada',
  Merchants: 'Wafanyabiashara',
  Volume: 'Kiasi cha miamala',
  'Active users': 'Watumiaji amilifu',
  'Transactions daily': 'Miamala kwa siku',
  'People empowered': 'Watu waliowezeshwa',
  'Users served': 'Watumiaji waliohudumiwa',
  Countries: 'Nchi',
};

function inSwahili(stat: Stat): Stat {
  return { ...stat, label: labelWords[stat.label] ?? stat.label };
}

export const heroStats: Translated<typeof en.heroStats> = en.heroStats.map(inSwahili);

export const platformStats: Translated<typeof en.platformStats> = en.platformStats.map(inSwahili);

export const companyStats: Translated<typeof en.companyStats> = en.companyStats.map(inSwahili);

export const experience: Translated<typeof en.experience> = { years: en.experience.years, label: 'Miaka kama mtoa huduma za malipo' };
