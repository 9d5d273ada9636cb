import type { Translated } from './translated';

const english = {
  title: 'Buy Airtime',
  steps: ['Request submitted', 'Check your phone'],
  icon: 'layers' as 'layers' | 'globe',
  size: { width: 320 },
  heading: (name: string) => `Coming to ${name}`,
} as const;

describe('Translated', () => {
  it('accepts a translation with its own words in the English shape', () => {
    const swahili: Translated<typeof english> = {
      title: 'Nunua muda wa maongezi',
      steps: ['Ombi limetumwa', 'Angalia simu yako'],
      icon: english.icon,
      size: english.size,
      heading: (name) => `Inakuja ${name}`,
    };
    expect(swahili.heading('Tanzania')).toBe('Inakuja Tanzania');
  });

  it('refuses a translation that leaves a key out, adds one or changes a kind', () => {
    // @ts-expect-error: `steps` is missing.
    const missing: Translated<typeof english> = { title: 'Nunua', icon: 'layers', size: english.size, heading: () => '' };
    const wrongIcon: Translated<typeof english> = {
      ...english,
      // @ts-expect-error: an enumeration keeps its English members.
      icon: 'tabaka',
    };
    const wrongSteps: Translated<typeof english> = {
      ...english,
      // @ts-expect-error: a pair stays a pair.
      steps: ['Ombi limetumwa'],
    };
    expect([missing, wrongIcon, wrongSteps]).toHaveLength(3);
  });
});
