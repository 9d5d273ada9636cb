/**
 * The words of the sandbox's "send it to my URL" panel beside a callback: the URL field, the
 * button, the delivery log (each attempt's status and time, never what the server answered) and
 * why a delivery was refused. Templates are filled in the browser
 * (`{status}`, `{ms}`, `{seconds}`).
 */
export const callbackDeliveryCopy = {
  heading: 'Send it to your own server',
  intro:
    'We sign this callback again with the sandbox secret and POST it to your URL, as a live callback would come: up to three attempts, then the delivery log.',
  urlLabel: 'Your callback URL',
  urlHint: 'A public https address on the standard port, such as https://example.com/mpesa/callback.',
  send: 'Send to my URL',
  sending: 'Sending…',
  logCaption: 'Delivery log',
  columns: { attempt: 'Attempt', result: 'Status or error', time: 'Time taken' },
  milliseconds: '{ms} ms',
  redirect: '{status}: redirect not followed',
  attemptErrors: {
    timeout: 'Timed out: no answer in time',
    network: 'No connection: check that the host name resolves to a public address and that its TLS certificate is valid',
  },
  delivered: 'Delivered: your server answered {status}.',
  notDelivered: 'Not delivered: no attempt got a 2xx answer. A live callback would be retried the same way.',
  problems: {
    off: 'Delivery to your own URL is off on this site. Copy the request above and send it with curl instead.',
    refused:
      'Refused address: callbacks go to public https addresses on the standard port (443) only, never to loopback, private, link-local or cloud-metadata addresses.',
    invalidUrl: 'Enter a full https URL, such as https://example.com/mpesa/callback.',
    expired: 'This callback is too old to send again: send a new sandbox request, then try again.',
    limited: 'Too many deliveries for now: wait {seconds} s, then try again.',
    failed: 'The delivery could not be made just now: try again shortly.',
  },
} as const;

/**
 * The words of "Forward to my machine" in the callback inbox: the pairing code of
 * `kilele-sandbox listen`, and what the developer's own handler answered each callback.
 * Templates are filled in the browser (`{code}`, `{status}`, `{ms}`, `{seconds}`).
 */
export const forwardToMachineCopy = {
  open: 'Forward to my machine',
  intro: 'Run this on your machine, then type the code it prints. Each callback shown here is then POSTed to your handler by the command, exactly as shown.',
  codeLabel: 'Pairing code',
  codeHint: 'Ten letters and digits, such as 7KQ2M-X9D4T.',
  invalidCode: 'Enter the ten-character code that kilele-sandbox listen printed.',
  pair: 'Forward',
  paired: 'Forwarding each callback to your machine (code {code}).',
  stop: 'Stop forwarding',
  sending: 'Sending to your machine…',
  delivered: 'delivered to your machine: {status} in {ms} ms',
  noAnswer: 'sent to your machine: your handler did not answer ({error})',
  notListening: 'not delivered: is kilele-sandbox listen still running?',
  unknownCode: 'This code has ended: run kilele-sandbox listen again and type the new code.',
  limited: 'Too many callbacks for now: wait {seconds} s.',
  failed: 'Could not reach the site just now: the callback was not forwarded.',
  errors: { timeout: 'timed out', network: 'no connection' },
} as const;
