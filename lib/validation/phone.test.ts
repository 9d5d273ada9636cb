import { validationMessages } from '@/lib/content/validation';
import max from 'libphonenumber-js/metadata.max.json';
import { kenyaPhoneMetadata } from './kenya-phone-metadata';
import { kenyanPhone, needsWorldPhoneMetadata, normalizeInternationalPhone, normalizeKenyanPhone } from './phone';

describe('normalizeKenyanPhone', () => {
  it.each([
    ['0712345678', '254712345678'],
    ['712345678', '254712345678'],
    ['+254712345678', '254712345678'],
    ['254712345678', '254712345678'],
    ['0110123456', '254110123456'],
    ['0712 345 678', '254712345678'],
    ['+254 (0)712-345-678', '254712345678'],
    ['  0722000000  ', '254722000000'],
    ['0110 123 456', '254110123456'],
    ['+254 110 123 456', '254110123456'],
    ['254110123456', '254110123456'],
    ['110123456', '254110123456'],
  ])('accepts the mobile number %s as %s', (input, expected) => {
    expect(normalizeKenyanPhone(input)).toBe(expected);
  });

  it.each([
    ['0201234567', 'a Nairobi landline'],
    ['12345', 'too short'],
    ['07123456789', 'too long'],
    ['abcdefghij', 'letters'],
    ['07l2345678', 'a letter among digits'],
    ['+255712345678', 'a Tanzanian number'],
    ['', 'empty'],
    ['0712345678 ext 4', 'an extension'],
    ['phone', 'a word'],
    ['+254201234567', 'a landline in international form'],
  ])('rejects %s (%s)', (input) => {
    expect(normalizeKenyanPhone(input)).toBeNull();
  });

  it('accepts a landline where any Kenyan number will do', () => {
    expect(normalizeKenyanPhone('020 123 4567', 'any')).toBe('254201234567');
    expect(normalizeKenyanPhone('020 123 4567', 'mobile')).toBeNull();
  });
});

describe('kenyanPhone field', () => {
  const field = kenyanPhone({ required: 'Enter phone number', invalid: 'Not a mobile number' }, validationMessages.text);

  it('outputs the normalised number', () => {
    expect(field.parse(' 0712 345 678 ')).toBe('254712345678');
  });

  it('says which problem it is', () => {
    expect(field.safeParse('').error?.issues[0]?.message).toBe('Enter phone number');
    expect(field.safeParse('   ').error?.issues[0]?.message).toBe('Enter phone number');
    expect(field.safeParse('0201234567').error?.issues[0]?.message).toBe('Not a mobile number');
    expect(field.safeParse(712345678).error?.issues[0]?.message).toBe('Enter phone number');
  });
});

describe('the committed Kenya metadata', () => {
  it("is Kenya's part of the installed libphonenumber-js max metadata (else rerun scripts/generate-phone-metadata.mjs)", () => {
    expect(kenyaPhoneMetadata.version).toBe(max.version);
    expect(kenyaPhoneMetadata.countries.KE).toEqual(max.countries.KE);
    expect(kenyaPhoneMetadata.country_calling_codes).toEqual({ 254: ['KE'] });
  });
});

describe('normalizeInternationalPhone', () => {
  it('writes any valid number in E.164, reading one without a code as Kenyan', () => {
    expect(normalizeInternationalPhone('+1 (415) 555-2671', max)).toBe('+14155552671');
    expect(normalizeInternationalPhone('0712 345 678', max)).toBe('+254712345678');
    expect(normalizeInternationalPhone('+1 415 555 2671', kenyaPhoneMetadata)).toBeNull();
    expect(normalizeInternationalPhone('+1 415 555 26', max)).toBeNull();
  });
});

describe('needsWorldPhoneMetadata', () => {
  it.each([
    ['+1 415 555 2671', true],
    ['000 44 20 7946 0958', true],
    ['+254 712 345 678', false],
    ['(+254) 712 345 678', false],
    ['0712 345 678', false],
    ['712345678', false],
    ['', false],
  ])('%p → %p', (input, expected) => {
    expect(needsWorldPhoneMetadata(input)).toBe(expected);
  });
});
