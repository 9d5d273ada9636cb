import { contactSchemaFor, contactSubjects } from './contact';
import { validationMessages } from '@/lib/content/validation';
import { worldContactSchema } from './contact-schema';
import { kenyaPhoneMetadata } from './kenya-phone-metadata';
import { fieldErrors } from './fields';

const contactSchema = worldContactSchema(validationMessages);

const valid = {
  fullname: 'Wanjiru Kamau',
  email: 'wanjiru@example.co.ke',
  company: 'Duka Bora Ltd',
  phone: '0712 345 678',
  subject: 'Developer APIs',
  message: 'We want to accept M-Pesa payments in our app.',
};

describe('contactSchema', () => {
  it('accepts a complete message and writes the phone in E.164', () => {
    expect(contactSchema.parse(valid)).toEqual({ ...valid, phone: '+254712345678' });
  });

  it.each([
    ['+1 415 555 2671', '+14155552671', 'a US number'],
    ['+44 20 7946 0958', '+442079460958', 'a London landline'],
    ['+255 754 123 456', '+255754123456', 'a Tanzanian mobile'],
    ['000 1 415 555 2671', '+14155552671', 'a US number dialled from Kenya'],
    ['020 123 4567', '+254201234567', 'a Nairobi landline'],
    ['0110 123 456', '+254110123456', 'a Kenyan mobile'],
  ])('accepts %s (%s) as %s', (phone, expected) => {
    expect(contactSchema.parse({ ...valid, phone }).phone).toBe(expected);
  });

  it.each(['+1 415 555', '+999 123 456 789', '12345', '+1 415 555 2671 ext 3', 'call me'])('rejects %s, saying what is accepted', (phone) => {
    expect(fieldErrors(contactSchema.safeParse({ ...valid, phone }).error!).phone).toBe(
      'Enter a valid phone number: a Kenyan one such as 0712 345 678, or any other with its country code, such as +1 415 555 2671',
    );
  });

  it("with Kenya's metadata alone reads every number that does not name another country the same way", () => {
    const kenyan = contactSchemaFor(kenyaPhoneMetadata, validationMessages);
    for (const phone of ['0712 345 678', '+254 712 345 678', '254712345678', '020 123 4567', '12345']) {
      expect(kenyan.safeParse({ ...valid, phone })).toEqual(contactSchema.safeParse({ ...valid, phone }));
    }
  });

  it('offers the seven subjects', () => {
    expect(contactSubjects).toHaveLength(7);
    expect(contactSubjects).toContain('Enterprise Solutions');
  });

  it('shows its own message for each empty field', () => {
    const result = contactSchema.safeParse({ fullname: '', email: '', company: '', phone: '', subject: '', message: '' });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({
      fullname: 'Enter fullname',
      email: 'Enter your email address',
      company: 'Enter company name',
      phone: 'Enter phone number',
      subject: 'Enter your interest',
      message: 'Enter project details',
    });
  });

  it('treats whitespace as empty and missing fields as empty', () => {
    expect(fieldErrors(contactSchema.safeParse({ ...valid, fullname: '   ' }).error!)).toEqual({ fullname: 'Enter fullname' });
    expect(fieldErrors(contactSchema.safeParse({}).error!)).toMatchObject({ fullname: 'Enter fullname', subject: 'Enter your interest' });
  });

  it('rejects a malformed email, an unknown subject and an invalid phone', () => {
    const errors = fieldErrors(contactSchema.safeParse({ ...valid, email: 'not-an-email', subject: 'Crypto', phone: '123' }).error!);
    expect(errors.email).toBe('Enter a valid email address');
    expect(errors.subject).toBe('Enter your interest');
    expect(errors.phone).toMatch(/valid phone number/);
  });

  it('keeps line breaks and tabs in the message, and refuses them in every other field', () => {
    expect(contactSchema.parse({ ...valid, message: 'Hello,\r\n\tWe sell online.\n' }).message).toBe('Hello,\n\tWe sell online.');
    expect(fieldErrors(contactSchema.safeParse({ ...valid, message: 'Hi\u0000there' }).error!)).toEqual({
      message: 'Remove invisible control characters from this text',
    });
  });

  it('caps lengths', () => {
    expect(contactSchema.safeParse({ ...valid, message: 'x'.repeat(5001) }).success).toBe(false);
    expect(contactSchema.safeParse({ ...valid, message: 'x'.repeat(5000) }).success).toBe(true);
  });

  it('drops fields it does not know', () => {
    expect(contactSchema.parse({ ...valid, to: 'attacker@example.com' })).not.toHaveProperty('to');
  });
});
