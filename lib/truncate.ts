const ellipsis = '…';

/**
 * Shortens `text` to at most `limit` characters, ellipsis included, cutting between words so
 * no word is broken (a single word longer than the limit is cut where it must be). Runs of
 * white space become one space. Text that already fits is returned unchanged.
 */
export function truncate(text: string, limit: number): string {
  const clean = text.trim().replace(/\s+/g, ' ');
  if (clean.length <= limit) return clean;
  const room = limit - ellipsis.length;
  let head = clean.slice(0, room);
  // The cut lands inside a word unless the next character is a space: back off to the last one.
  if (clean[room] !== ' ') {
    const lastSpace = head.lastIndexOf(' ');
    if (lastSpace > 0) head = head.slice(0, lastSpace);
  }
  // "payments, …" reads badly: drop the punctuation the cut leaves dangling.
  return `${head.replace(/[\s,;:.\-–—(]+$/u, '')}${ellipsis}`;
}
