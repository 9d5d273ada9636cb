// The airtime service's own shapes (SPEC §7 call 3), apart from ours.

/** `POST {AIRTIME_API_URL}/api/v1/{service}/stk_push/`, JSON, no Authorization header. */
export interface AirtimeStkPushRequest {
  /** Pays, and gets the M-Pesa prompt: 254…. */
  phoneNumber: string;
  /** Gets the airtime: 254…, the payer unless buying for another number. */
  recipientPhone: string;
  /** Whole shillings. */
  amount: number;
}
