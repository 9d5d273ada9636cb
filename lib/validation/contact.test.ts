import { contactSchema, contactSubjects } from './contact';
import { fieldErrors } from './fields';

const valid = {
  fullname: 'Wanjiru Kamau',
  email: 'wanjiru@example.co.ke',
  company: 'Duka Bora Ltd',
  phone: '0712 345 678',
  subject: 'Developer APIs',
  message: 'We want to accept M-Pesa payments in our app.',
};

describe('contactSchema', () => {
  it('accepts a complete message and normalises the phone', () => {
    expect(contactSchema.parse(valid)).toEqual({ ...valid, phone: '254712345678' });
  });

  it('offers the seven subjects of the spec', () => {
    expect(contactSubjects).toHaveLength(7);
    expect(contactSubjects).toContain('Enterprise Solutions');
  });

  it('shows the spec message for each empty field', () => {
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
    expect(errors.phone).toMatch(/valid Kenyan phone/);
  });

  it('caps lengths', () => {
    expect(contactSchema.safeParse({ ...valid, message: 'x'.repeat(5001) }).success).toBe(false);
    expect(contactSchema.safeParse({ ...valid, message: 'x'.repeat(5000) }).success).toBe(true);
  });

  it('drops fields it does not know', () => {
    expect(contactSchema.parse({ ...valid, to: 'attacker@example.com' })).not.toHaveProperty('to');
  });
});
