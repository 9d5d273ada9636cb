/**
 * The result codes an STK push ends with, as M-Pesa reports them in the payment's callback,
 * with the description M-Pesa's callbacks carry for each. Every code here has its own page, an example in
 * /openapi.json and a test number that produces it in the sandbox.
 */
export const resultCodes = [0, 1, 1001, 1032, 1037, 2001] as const;
export type ResultCode = (typeof resultCodes)[number];

export const successCode = 0 satisfies ResultCode;
export type FailureCode = Exclude<ResultCode, typeof successCode>;
export const failureCodes = resultCodes.filter((code): code is FailureCode => code !== successCode);

export function isResultCode(value: number): value is ResultCode {
  return (resultCodes as readonly number[]).includes(value);
}

/**
 * The `result_description` of each code, as M-Pesa's STK push callbacks carry it. M-Pesa does not
 * publish these strings as a list; each is taken from callbacks that developers captured and
 * published, checked one by one. Where captures disagree, the comment says how:
 * - 0: "The service request is processed successfully." with its full stop, in every capture,
 *   including the sample callback of Daraja's own documentation (CheckoutRequestID
 *   ws_CO_27072017154747416), which many repositories copy.
 * - 1: captured both with and without the final full stop; kept with it, as most captures have it.
 * - 1001: captured without a final full stop (the same words also come back synchronously, as the
 *   errorMessage of a refused request with errorCode 500.001.1001).
 * - 1032: "Request cancelled by user", no full stop, in captured callbacks (e.g. CheckoutRequestID
 *   ws_CO_25052025173533440720461786). The status query has been seen answering
 *   "Request Cancelled by user." for the same code: the two channels do not share their words.
 * - 1037: "DS timeout user cannot be reached", no full stop, in captured callbacks and fixtures; one
 *   published simulator records "No response from user." in callbacks and the DS timeout words,
 *   with a full stop, on the status query. The code is the contract, the words are not.
 * - 2001: "The initiator information is invalid." with its full stop, as captured for a wrong PIN.
 * Handlers should branch on the code, never on these words.
 */
export const resultDescriptions: Record<ResultCode, string> = {
  0: 'The service request is processed successfully.',
  1: 'The balance is insufficient for the transaction.',
  1001: 'Unable to lock subscriber, a transaction is already in process for the current subscriber',
  1032: 'Request cancelled by user',
  1037: 'DS timeout user cannot be reached',
  2001: 'The initiator information is invalid.',
};

/**
 * Whether sending a new prompt for the same order is safe after this result. After a success
 * it never is: the money has moved, and a second prompt charges the customer twice.
 */
export const retrySafe: Record<ResultCode, boolean> = {
  0: false,
  1: true,
  1001: true,
  1032: true,
  1037: true,
  2001: true,
};
