/**
 * The longest values the forms accept. The schemas cap the fields at these lengths and the
 * inputs' `maxLength` attributes say the same; a plain module, so a form can read them
 * without loading zod.
 */

/** The longest email address a mail system delivers to. */
export const emailMaxLength = 254;

/** Room for any phone number as people type it, spaces and brackets included. */
export const phoneMaxLength = 32;

/** The contact form's fields. */
export const contactMaxLengths = {
  fullname: 100,
  email: emailMaxLength,
  company: 120,
  phone: phoneMaxLength,
  message: 5000,
} as const;

/** The payment demo's subscription name. */
export const subscriptionNameMaxLength = 60;
