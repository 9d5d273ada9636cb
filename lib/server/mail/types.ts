// The mail API's own request and response shapes, kept apart from the site's types.

/** `POST {MAIL_API_URL}/send-email/contact`. */
export interface MailApiRequest<Data> {
  /** Names the sender product; fixed by the server. */
  organisation: string;
  /** The mailbox that receives the email; fixed by the server, never taken from the browser. */
  to: string;
  data: Data;
}

/** The contact form's fields, the phone normalised to 254…. */
export interface ContactMailData {
  fullname: string;
  email: string;
  company: string;
  phone: string;
  subject: string;
  message: string;
}

/** A newsletter or launch-notify request: who to write to, and what about. */
export interface SubscriptionMailData {
  subject: string;
  email: string;
  message: string;
  /** Coming-soon notify only: the market's code (ug, tz). */
  country?: string;
}
