/** "A", "A and B", "A, B and C": a list as it reads in a sentence. */
export function listPhrase(items: readonly string[]): string {
  return items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}` : (items[0] ?? '');
}
