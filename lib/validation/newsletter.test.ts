import { fieldErrors } from './fields';
import { validationMessages } from '@/lib/content/validation';
import { newsletterSchemaFor, notifySchemaFor } from './newsletter';

const newsletterSchema = newsletterSchemaFor(validationMessages);
const notifySchema = notifySchemaFor(validationMessages);

describe('newsletterSchema', () => {
  it('accepts an email and trims it', () => {
    expect(newsletterSchema.parse({ email: ' amina@example.com ' })).toEqual({ email: 'amina@example.com' });
  });

  it.each([
    ['', 'Enter your email address'],
    ['amina', 'Enter a valid email address'],
    ['amina@', 'Enter a valid email address'],
    [`${'a'.repeat(250)}@example.com`, 'Enter a valid email address'],
  ])('rejects %p with %p', (email, message) => {
    expect(fieldErrors(newsletterSchema.safeParse({ email }).error!).email).toBe(message);
  });
});

describe('notifySchema', () => {
  it('accepts the markets that are coming soon only', () => {
    expect(notifySchema.safeParse({ email: 'a@b.co', country: 'ug' }).success).toBe(true);
    expect(notifySchema.safeParse({ email: 'a@b.co', country: 'tz' }).success).toBe(true);
    expect(notifySchema.safeParse({ email: 'a@b.co', country: 'ke' }).success).toBe(false);
    expect(notifySchema.safeParse({ email: 'a@b.co', country: 'xx' }).success).toBe(false);
  });
});
