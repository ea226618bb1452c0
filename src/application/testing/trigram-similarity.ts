/**
 * pg_trgm's similarity, for fakes: each word (a run of letters and digits, lower-cased) padded with two
 * spaces before and one after, cut into trigrams; the share of distinct trigrams the two texts have in
 * common. Close enough to the database's that the fake ranks fuzzy matches the same way.
 */
export const trigrams = (text: string): ReadonlySet<string> => {
  const found = new Set<string>()
  for (const word of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    const padded = [' ', ' ', ...word, ' ']
    for (let i = 0; i + 3 <= padded.length; i++) found.add(padded.slice(i, i + 3).join(''))
  }
  return found
}

export const similarity = (a: string, b: string): number => {
  const left = trigrams(a)
  const right = trigrams(b)
  if (left.size === 0 || right.size === 0) return 0
  let common = 0
  for (const t of left) if (right.has(t)) common++
  return common / (left.size + right.size - common)
}

/** pg_trgm's default `%` threshold. */
export const SIMILARITY_THRESHOLD = 0.3
