// The payments API's own shapes (SPEC §3 Demo payment request, §7 call 2), apart from ours.

/** `POST {PAYMENTS_API_URL}/{provider}/api/v1/payments/process`, Basic auth. */
export interface PaymentProcessRequest {
  ipnEnabled: boolean;
  callbackurl: string;
  title: string;
  merchantId: string;
  source: {
    countryCode: string;
    accountNumber: string;
  };
  destination: {
    requestId: string;
    accountType: string;
    countryCode: string;
    serviceType: string;
    recipientName: string;
    accountNumber: string;
    accountReference: string;
    mobileNumber: string;
    accountIssuer: string;
    transactionType: string;
    amount: number;
    currency: string;
    remarks: string;
    timestamp: string;
    bankCode: string;
  };
}
