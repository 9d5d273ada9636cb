/**
 * The result codes an STK push ends with, as M-Pesa reports them in the payment's callback,
 * with M-Pesa's own description of each. Every code here has its own page, an example in
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

/** The `result_description` of each code, word for word as M-Pesa sends it. */
export const resultDescriptions: Record<ResultCode, string> = {
  0: 'The service request is processed successfully.',
  1: 'The balance is insufficient for the transaction.',
  1001: 'Unable to lock subscriber, a transaction is already in process for the current subscriber.',
  1032: 'Request cancelled by user.',
  1037: 'DS timeout user cannot be reached.',
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
