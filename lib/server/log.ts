import 'server-only';
import { currentRequestId } from './process-state';

type Level = 'info' | 'warn' | 'error';
type Fields = Record<string, string | number | boolean | undefined>;

/**
 * One line per event, as JSON so that a value can never break the line or forge another
 * entry. Callers pass what an operator needs to follow a request, not what a person typed.
 * A line written while serving a request carries its id (the X-Request-Id of the answer, and
 * of nginx's own log line when nginx set it), so one visitor's request can be followed.
 */
export function logLine(level: Level, event: string, fields: Fields = {}): void {
  const requestId = currentRequestId();
  const line = JSON.stringify({ level, event, time: new Date().toISOString(), ...(requestId ? { requestId } : {}), ...fields });
  if (level === 'info') console.info(line);
  else if (level === 'warn') console.warn(line);
  else console.error(line);
}

/** w•••@example.co.ke: enough to tell two senders apart in a log, not to write to them. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 1 ? '•••' : `${email[0]}•••${email.slice(at)}`;
}

/** 254712•••678: the network and the last digits, for support, not the whole number. */
export function maskPhone(phone: string): string {
  return phone.length < 9 ? '•••' : `${phone.slice(0, 6)}•••${phone.slice(-3)}`;
}

/** An error's name and message for a log line, whatever realm or type it comes from. */
export function describeError(error: unknown): string {
  if (typeof error !== 'object' || error === null) return String(error);
  const name: unknown = Reflect.get(error, 'name');
  const message: unknown = Reflect.get(error, 'message');
  return `${typeof name === 'string' ? name : 'Error'}: ${typeof message === 'string' ? message : ''}`;
}
