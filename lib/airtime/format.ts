/** '254712345678' as a Kenyan types it: '0712345678' (the Paybill account number of a top-up). */
export function localKenyanNumber(msisdn: string): string {
  return /^254\d{9}$/.test(msisdn) ? `0${msisdn.slice(3)}` : msisdn;
}
