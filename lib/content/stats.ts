/**
 * Marketing figures. The original site quotes different figures in different places; both
 * readings are kept, and each list below names where it is shown.
 */
export interface Stat {
  value: string;
  label: string;
}

/** Home hero. */
export const heroStats: Stat[] = [
  { value: '50K+', label: 'Transactions' },
  { value: '99.9%', label: 'Uptime' },
  { value: '24/7', label: 'Support' },
];

/** Stats band of the developers landing and the payments infrastructure page. */
export const platformStats: Stat[] = [
  { value: '20+', label: 'Merchants' },
  { value: '50K+', label: 'Volume' },
  { value: '99.9%', label: 'Uptime' },
  { value: '24/7', label: 'Support' },
];

/** The other reading, quoted on the About page and in the company story. */
export const companyStats: Stat[] = [
  { value: '1K+', label: 'Active users' },
  { value: '10K+', label: 'Transactions' },
  { value: '1K+', label: 'Transactions daily' },
  { value: '2K+', label: 'People empowered' },
  { value: '500+', label: 'Users served' },
  { value: '1+', label: 'Countries' },
];

/** "Over 2 years as a payment service provider"; the founding year itself is site.foundingYear. */
export const experience = { years: '2+', label: 'Years as a payment service provider' } as const;
