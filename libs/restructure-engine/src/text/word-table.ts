/**
 * Word tables looked up with words of the member's text ('one' → 1, 'fed' → 'feed'). A table has
 * no prototype, so a word such as 'constructor' or '__proto__' finds nothing rather than a
 * property every object inherits.
 */
export function wordTable<Value>(entries: Readonly<Record<string, Value>> = {}): Record<string, Value> {
  return Object.assign(Object.create(null) as Record<string, Value>, entries);
}
