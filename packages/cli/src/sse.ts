/** One Server-Sent Event: its id (when it had one), its name and its data. */
export interface ServerSentEvent {
  id: string | null;
  event: string;
  data: string;
}

/**
 * Reads a Server-Sent Events stream as the standard says: lines ending in LF, CR or CRLF;
 * `field: value` lines; comments (`:`) ignored; an event dispatched at each blank line that
 * follows data. Fed chunks of text as they come.
 */
export function eventParser(onEvent: (event: ServerSentEvent) => void): (chunk: string) => void {
  let buffer = '';
  let id: string | null = null;
  let event = '';
  let data: string[] = [];
  const line = (text: string) => {
    if (text === '') {
      if (data.length > 0) onEvent({ id, event: event || 'message', data: data.join('\n') });
      event = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    const value = colon === -1 ? '' : text.slice(colon + 1).replace(/^ /, '');
    if (field === 'data') data.push(value);
    else if (field === 'event') event = value;
    else if (field === 'id' && !value.includes('\0')) id = value;
  };
  return (chunk) => {
    buffer += chunk;
    for (;;) {
      const end = buffer.search(/\r\n|\r|\n/);
      if (end === -1) return;
      // A CR at the very end may be the first half of a CRLF still on its way.
      if (buffer[end] === '\r' && end === buffer.length - 1) return;
      const length = buffer.startsWith('\r\n', end) ? 2 : 1;
      line(buffer.slice(0, end));
      buffer = buffer.slice(end + length);
    }
  };
}
