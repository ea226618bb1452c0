/**
 * React keys for a list whose entries may repeat (two masked emails at one domain, one link twice in a
 * mail): an entry's name and how many equal names came before it. A key stays with its entry when others
 * are added or removed before it, which a position does not.
 */
export const keyedByOccurrence = <T>(
  items: readonly T[],
  name: (item: T) => string,
): { readonly key: string; readonly item: T }[] => {
  const seen = new Map<string, number>()
  return items.map((item) => {
    const itemName = name(item)
    const before = seen.get(itemName) ?? 0
    seen.set(itemName, before + 1)
    return { key: `${before}:${itemName}`, item }
  })
}
