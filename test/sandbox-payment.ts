import { sandboxId } from '@/lib/mpesa-sandbox/sandbox-ids';

const randomPart = (length: number) => 'K7'.repeat(length).slice(0, length);

/** A payment as the sandbox makes one: its own ids, a reference the rules let through. */
export const sandboxPayment = {
  checkout_request_id: sandboxId('checkoutRequestId', randomPart),
  transaction_id: sandboxId('transactionId', randomPart),
  reference: 'ORDER123',
  amount: 1000,
  phone: '254712345678',
};
