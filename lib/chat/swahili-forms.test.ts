import { swahiliWordForms } from './swahili-forms';

describe('swahiliWordForms', () => {
  it('reads a verb by its root, through subject, tense, negation and object prefixes', () => {
    expect(swahiliWordForms('nimelipa')).toContain('lipa');
    expect(swahiliWordForms('kulipia')).toContain('lipia');
    expect(swahiliWordForms('hazijafika')).toContain('fika');
    expect(swahiliWordForms('kunitumia')).toContain('tumia');
    expect(swahiliWordForms('mnapatikana')).toContain('patikana');
  });

  it('drops a closing -je, and reads a request in -e by the verb’s -a', () => {
    expect(swahiliWordForms('nawezaje')).toContain('weza');
    expect(swahiliWordForms('nitume')).toContain('tuma');
    expect(swahiliWordForms('nilipe')).toContain('lipa');
  });

  it('keeps the word itself, and never cuts a root below four letters', () => {
    expect(swahiliWordForms('salio')[0]).toBe('salio');
    expect(swahiliWordForms('mada')).not.toContain('ada');
    expect(swahiliWordForms('bei')).toEqual(['bei']);
  });
});
