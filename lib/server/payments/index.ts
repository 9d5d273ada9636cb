import 'server-only';
import { randomUUID } from 'node:crypto';
import { demoPaybill } from '@/lib/content/paybill';
import { site } from '@/lib/site';
import { demoAmountKes } from '@/lib/validation/payment-constants';
import type { PaymentsConfig } from '../config';
import { serverConfig } from '../config';
import { logLine, maskPhone } from '../log';
import { postToUpstream, rejectRefusal } from '../upstream';
import type { PaymentProcessRequest } from './types';
import { formatKes } from '@/lib/kes';

/**
 * The fixed part of the M-Pesa Express demo request. The browser sends a phone number only;
 * everything else is decided here. The values name an STK push collection from a Safaricom
 * M-Pesa wallet into the demo Paybill (174379, account DEMO123).
 */
export const demoPayment = {
  title: `${site.name} M-Pesa Express demo`,
  countryCode: site.office.countryCode,
  accountType: 'MOBILE_WALLET',
  serviceType: 'MPESA_EXPRESS',
  recipientName: `${site.name} demo customer`,
  accountReference: demoPaybill.account,
  accountIssuer: 'SAFARICOM',
  transactionType: 'COLLECTION',
  currency: 'KES',
  remarks: `${site.name} demo payment of ${formatKes(demoAmountKes)}`,
  // Safaricom M-Pesa's institution code in Kenya's interbank (PesaLink) directory.
  bankCode: '63902',
} as const;

/** Demo payment request: amount 5 KES, the phone as 254…, a fresh id and time. */
export function buildPaymentRequest(phone: string, config: PaymentsConfig, requestId: string, now: Date): PaymentProcessRequest {
  return {
    ipnEnabled: config.callbackUrl !== null,
    callbackurl: config.callbackUrl ?? '',
    title: demoPayment.title,
    merchantId: config.merchantId,
    source: { countryCode: demoPayment.countryCode, accountNumber: config.sourceAccount },
    destination: {
      requestId,
      accountType: demoPayment.accountType,
      countryCode: demoPayment.countryCode,
      serviceType: demoPayment.serviceType,
      recipientName: demoPayment.recipientName,
      accountNumber: phone,
      accountReference: demoPayment.accountReference,
      mobileNumber: phone,
      accountIssuer: demoPayment.accountIssuer,
      transactionType: demoPayment.transactionType,
      amount: demoAmountKes,
      currency: demoPayment.currency,
      remarks: demoPayment.remarks,
      timestamp: now.toISOString(),
      bankCode: demoPayment.bankCode,
    },
  };
}

export interface PaymentResult {
  sandbox: boolean;
  /** Our requestId: what support can trace the prompt by. */
  reference: string;
}

/** Asks the payments API to prompt `phone` (254…) for the demo amount. Sent once, never retried. */
export async function requestDemoPayment(phone: string): Promise<PaymentResult> {
  const { payments, timeoutMs } = serverConfig();
  const requestId = randomUUID();
  if (!payments) {
    logLine('info', 'sandbox.payments.demo', { reference: requestId, phone: maskPhone(phone), amount: demoAmountKes });
    return { sandbox: true, reference: requestId };
  }
  const request = buildPaymentRequest(phone, payments, requestId, new Date());
  const answer = await postToUpstream('payments', payments.endpoint, request, { timeoutMs, headers: { Authorization: payments.authorization } });
  rejectRefusal('payments', answer);
  logLine('info', 'payments.demo', { reference: requestId, phone: maskPhone(phone) });
  return { sandbox: false, reference: requestId };
}
