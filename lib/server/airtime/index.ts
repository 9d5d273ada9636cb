import 'server-only';
import type { AirtimeRequest } from '@/lib/validation/airtime';
import { serverConfig } from '../config';
import { logLine, maskPhone } from '../log';
import { postToUpstream, rejectRefusal } from '../upstream';
import type { AirtimeStkPushRequest } from './types';

export interface AirtimeResult {
  sandbox: boolean;
}

/** Asks the airtime service to prompt the payer. Sent once, never retried. */
export async function requestAirtime({ phoneNumber, recipientPhone, amount }: AirtimeRequest): Promise<AirtimeResult> {
  const { airtimeEndpoint, timeoutMs } = serverConfig();
  const summary = { payer: maskPhone(phoneNumber), recipient: maskPhone(recipientPhone), amount };
  if (!airtimeEndpoint) {
    logLine('info', 'sandbox.airtime', summary);
    return { sandbox: true };
  }
  const request: AirtimeStkPushRequest = { phoneNumber, recipientPhone, amount };
  const answer = await postToUpstream('airtime', airtimeEndpoint, request, { timeoutMs });
  rejectRefusal('airtime', answer);
  logLine('info', 'airtime', summary);
  return { sandbox: false };
}
