// The payments API's own request and response shapes, kept apart from the site's types.

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
