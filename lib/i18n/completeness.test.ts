import { describeProblems, mayStayAsIs, translationProblems } from './completeness';

const english = {
  title: 'Buy Airtime',
  fields: { phone: { label: 'Phone number', hint: 'e.g. 0712 345 678' } },
  steps: ['Request submitted', 'Check your phone'],
  brand: 'M-Pesa Express',
  heading: (name: string) => `Coming to ${name}`,
};

const swahili = {
  title: 'Nunua muda wa maongezi',
  fields: { phone: { label: 'Nambari ya simu', hint: 'mfano 0712 345 678' } },
  steps: ['Ombi limetumwa', 'Angalia simu yako'],
  brand: 'M-Pesa Express',
  heading: (name: string) => `Inakuja ${name}`,
};

const samples = { heading: [['Tanzania']] };

describe('translationProblems', () => {
  it('finds nothing in a complete translation', () => {
    expect(translationProblems(english, swahili, { samples })).toEqual([]);
  });

  it('names a key the translation lacks', () => {
    const phone = { label: swahili.fields.phone.label };
    const problems = translationProblems(english, { ...swahili, fields: { phone } }, { samples });
    expect(problems).toEqual([{ kind: 'missing', key: 'fields.phone.hint' }]);
    expect(describeProblems(problems)).toBe('fields.phone.hint: missing');
  });

  it('names a key the translation adds, and an array entry too many or too few', () => {
    expect(translationProblems(english, { ...swahili, subtitle: 'Ziada' }, { samples })).toEqual([{ kind: 'extra', key: 'subtitle' }]);
    expect(translationProblems(english, { ...swahili, steps: ['Ombi limetumwa'] }, { samples })).toEqual([{ kind: 'missing', key: 'steps[1]' }]);
  });

  it('names a value left in English, in objects, arrays and what functions return', () => {
    const untranslated = {
      ...swahili,
      fields: { phone: { ...swahili.fields.phone, label: 'Phone number' } },
      steps: ['Ombi limetumwa', 'Check your phone'],
      heading: (name: string) => `Coming to ${name}`,
    };
    expect(translationProblems(english, untranslated, { samples })).toEqual([
      { kind: 'untranslated', key: 'fields.phone.label', value: 'Phone number' },
      { kind: 'untranslated', key: 'steps[1]', value: 'Check your phone' },
      { kind: 'untranslated', key: 'heading()', value: 'Coming to Tanzania' },
    ]);
  });

  it('accepts an identical value on a key the caller allows', () => {
    const same = { ...swahili, title: english.title };
    expect(translationProblems(english, same, { samples })).toHaveLength(1);
    expect(translationProblems(english, same, { samples, allow: ['title'] })).toEqual([]);
    expect(translationProblems(english, { ...swahili, steps: english.steps }, { samples, allow: ['steps[*]'] })).toEqual([]);
  });

  it('names a value of another kind, and a function it was given no arguments for', () => {
    expect(translationProblems(english, { ...swahili, steps: 'Ombi' }, { samples })).toEqual([
      { kind: 'kind-differs', key: 'steps', english: 'array', swahili: 'string' },
    ]);
    expect(translationProblems(english, swahili)).toEqual([{ kind: 'no-samples', key: 'heading' }]);
  });
});

describe('mayStayAsIs', () => {
  it.each([
    'M-Pesa',
    'Kilele Pay',
    'Python and Node.js'.replace(' and ', ', '),
    'KES 1,500',
    '24/7',
    '99.9%',
    'you@company.co.ke',
    '*334#',
    'error_code',
    'https://docs.kilelepay.com',
    '0712 345 678',
    'DEMO123',
  ])('%s may read the same in both languages', (value) => expect(mayStayAsIs(value)).toBe(true));

  it.each(['Pay with M-Pesa', 'Status', 'Blog', 'Card number', 'Sandbox mode'])('%s must be translated', (value) => expect(mayStayAsIs(value)).toBe(false));
});
