/** "A", "A na B", "A, B na C": a list as it reads in a Swahili sentence. */
export function listPhraseSw(items: readonly string[]): string {
  return items.length > 1 ? `${items.slice(0, -1).join(', ')} na ${items[items.length - 1]}` : (items[0] ?? '');
}
