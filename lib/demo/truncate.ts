/**
 * `text` cut to at most `max` characters, ellipsis included, at the last word boundary that
 * fits, so a card never ends mid-word. Text that fits is returned as it is.
 */
export function truncate(text: string, max: number): string {
  const clean = text.trim();
  if (clean.length <= max) return clean;
  const room = clean.slice(0, max - 1);
  const lastSpace = room.lastIndexOf(' ');
  const cut = lastSpace > max / 2 ? room.slice(0, lastSpace) : room;
  return `${cut.replace(/[\s,.;:!?-]+$/, '')}…`;
}
