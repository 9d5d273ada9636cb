/** The About page's Core Values. */
export interface CoreValue {
  title: string;
  description: string;
  icon: 'users' | 'lock' | 'spark';
}

export const coreValuesHeading = {
  title: 'Core Values',
  lead: 'What we hold to in every product decision and every conversation with a customer.',
} as const;

export const coreValues: CoreValue[] = [
  {
    title: 'Customer-Centric',
    description: 'We build for the trader in Gikomba and the bank in Upper Hill alike, and we measure ourselves by their success.',
    icon: 'users',
  },
  {
    title: 'Trust & Security',
    description: 'Money moves only when it is safe to: encrypted, validated and compliant with Kenyan regulation at every step.',
    icon: 'lock',
  },
  {
    title: 'Innovation',
    description: 'We look for simpler ways to move money, and ship them as APIs any developer can use.',
    icon: 'spark',
  },
];
