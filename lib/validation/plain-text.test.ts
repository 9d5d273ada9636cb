import fc from 'fast-check';
import { ZodError } from 'zod';
import type { z } from 'zod';
import { validationMessages } from '@/lib/content/validation';
import { worldContactSchema } from './contact-schema';
import { fieldErrors } from './fields';
import { newsletterSchemaFor, notifySchemaFor } from './newsletter';
import { airtimeSchemasFor } from './airtime';
import { demoSchemasFor } from './demo';
import { hasForbiddenCharacters } from './plain-text';

const contactSchema = worldContactSchema(validationMessages);
const newsletterSchema = newsletterSchemaFor(validationMessages);
const notifySchema = notifySchemaFor(validationMessages);
const { form: airtimeFormSchema, request: airtimeRequestSchema } = airtimeSchemasFor(validationMessages);
const {
  cardForm: demoCardFormSchema,
  expressForm: demoExpressFormSchema,
  payment: demoPaymentSchema,
  subscriptionForm: demoSubscriptionFormSchema,
} = demoSchemasFor(validationMessages);

/** C0 controls (tab, CR, LF, NUL …), DEL and C1, the line separators, and every bidi control. */
const bidiControls = [0x061c, 0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069];
const forbidden = fc
  .oneof(fc.integer({ min: 0x00, max: 0x1f }), fc.integer({ min: 0x7f, max: 0x9f }), fc.constantFrom(0x2028, 0x2029, ...bidiControls))
  .map((code) => String.fromCharCode(code));
/** The same, less the line breaks and the tab a multi-line text may hold. */
const forbiddenInText = forbidden.filter((character) => !['\t', '\n', '\r', '\u2028', '\u2029'].includes(character));

/** `value` with `character` put in at a position fast-check picks, ends included. */
const insert = (value: string, character: string, at: number) => {
  const position = at % (value.length + 1);
  return value.slice(0, position) + character + value.slice(position);
};

interface Case {
  name: string;
  schema: z.ZodType;
  valid: Record<string, unknown>;
  /** Every field a person types on one line. */
  singleLine: string[];
  /** Choices from a list: refused as not being one of them. */
  choices?: string[];
}

const cases: Case[] = [
  {
    name: 'contact',
    schema: contactSchema,
    valid: { fullname: 'Wanjiru Kamau', email: 'wanjiru@example.co.ke', company: 'Duka Bora', phone: '+1 415 555 2671', subject: 'Other', message: 'Hello' },
    singleLine: ['fullname', 'email', 'company', 'phone'],
    choices: ['subject'],
  },
  { name: 'newsletter', schema: newsletterSchema, valid: { email: 'amina@example.com' }, singleLine: ['email'] },
  { name: 'notify', schema: notifySchema, valid: { email: 'amina@example.com', country: 'ug' }, singleLine: ['email'], choices: ['country'] },
  { name: 'demo payment', schema: demoPaymentSchema, valid: { phone: '0712345678' }, singleLine: ['phone'] },
  {
    name: 'airtime request',
    schema: airtimeRequestSchema,
    valid: { phoneNumber: '0712345678', recipientPhone: '0722000000', amount: '50' },
    singleLine: ['phoneNumber', 'recipientPhone', 'amount'],
  },
  {
    name: 'airtime form',
    schema: airtimeFormSchema,
    valid: { forAnotherNumber: true, payingPhone: '0712345678', recipientPhone: '0722000000', amount: '50' },
    singleLine: ['payingPhone', 'recipientPhone', 'amount'],
  },
  { name: 'demo Express', schema: demoExpressFormSchema, valid: { phone: '0712345678', wantsReceipt: true, email: 'a@b.co' }, singleLine: ['phone', 'email'] },
  {
    name: 'demo subscription',
    schema: demoSubscriptionFormSchema,
    valid: { phone: '0712345678', subscriptionName: 'Gym', frequency: 'weekly', wantsReceipt: false },
    singleLine: ['phone', 'subscriptionName'],
    choices: ['frequency'],
  },
  {
    name: 'demo card',
    schema: demoCardFormSchema,
    valid: { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvv: '123', wantsReceipt: false },
    singleLine: ['cardNumber', 'expiry', 'cvv'],
  },
];

describe('control characters', () => {
  it.each(cases)('the $name schema accepts its valid sample (the baseline)', ({ schema, valid }) => {
    expect(schema.safeParse(valid).success).toBe(true);
  });

  it.each(cases)('the $name schema refuses one anywhere in a single-line field, saying why', ({ schema, valid, singleLine, choices = [] }) => {
    const field = fc.constantFrom(...singleLine, ...choices);
    fc.assert(
      fc.property(field, forbidden, fc.nat(), (name, character, at) => {
        const result = schema.safeParse({ ...valid, [name]: insert(String(valid[name]), character, at) });
        expect(result.success).toBe(false);
        const message = fieldErrors(result.error!)[name];
        if (choices.includes(name)) expect(message).toEqual(expect.any(String));
        else expect(message).toBe(validationMessages.text.singleLineControl);
      }),
      { numRuns: 200 },
    );
  });

  describe('the contact message', () => {
    const valid = cases[0]!.valid;
    const parse = (message: string) => contactSchema.safeParse({ ...valid, message });

    it('keeps line breaks (CR, LF, CRLF, written as LF) and tabs', () => {
      fc.assert(
        fc.property(fc.array(fc.constantFrom('\n', '\r\n', '\r', '\t', 'word', ' ')), (parts) => {
          const message = `Hello${parts.join('')}there`;
          expect(parse(message).data?.message).toBe(message.replace(/\r\n?/g, '\n'));
        }),
      );
    });

    it('refuses NUL, the other controls and the bidi controls', () => {
      fc.assert(
        fc.property(forbiddenInText, fc.nat(), (character, at) => {
          expect(fieldErrors(parse(insert('We want to accept payments', character, at)).error!).message).toBe(validationMessages.text.multiLineControl);
        }),
        { numRuns: 200 },
      );
    });
  });

  it('lets through any other text, in any script: names are not only Latin', () => {
    const listed = (code: number) => code <= 0x1f || (code >= 0x7f && code <= 0x9f) || [0x2028, 0x2029, ...bidiControls].includes(code);
    const name = fc
      .string({ unit: 'grapheme', minLength: 1, maxLength: 40 })
      .filter((text) => text.trim() !== '' && ![...text].some((character) => listed(character.codePointAt(0) ?? 0)));
    fc.assert(
      fc.property(name, (fullname) => {
        expect(hasForbiddenCharacters(fullname)).toBe(false);
        expect(fieldErrors(contactSchema.safeParse({ ...cases[0]!.valid, fullname }).error ?? new ZodError([])).fullname).toBeUndefined();
      }),
    );
  });
});
