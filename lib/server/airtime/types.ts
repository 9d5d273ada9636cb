// The airtime service's own request and response shapes, kept apart from the site's types.

/** `POST {AIRTIME_API_URL}/api/v1/{service}/stk_push/`, JSON, no Authorization header. */
export interface AirtimeStkPushRequest {
  /** Pays, and gets the M-Pesa prompt: 254…. */
  phoneNumber: string;
  /** Gets the airtime: 254…, the payer unless buying for another number. */
  recipientPhone: string;
  /** Whole shillings. */
  amount: number;
}
