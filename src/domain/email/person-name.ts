/** A person's name as the finder uses it: lower-case ASCII letters, one or more parts each. */
export type NameParts = { readonly first: readonly string[]; readonly last: readonly string[] }

// Letters with no decomposition into a base letter and a mark.
const SPECIAL_LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  ø: 'o',
  œ: 'oe',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ł: 'l',
  ı: 'i',
  ü: 'u',
}

/**
 * One name part as mail systems write it: accents dropped (José → jose, Müller → muller, Łukasz →
 * lukasz, ǚ → u for pinyin), apostrophes dropped (O'Brien → obrien), lower-case. Hyphens split a part
 * into pieces (Jean-Luc → ['jean', 'luc']); other characters vanish.
 */
export const normaliseNamePart = (part: string): string[] =>
  part
    .toLowerCase()
    .replace(/[ßæøœđðþłıü]/g, (letter) => SPECIAL_LETTERS[letter] ?? letter)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/['’`]/g, '')
    .split(/[-\s]+/)
    .map((piece) => piece.replace(/[^a-z0-9]/g, ''))
    .filter((piece) => piece.length > 0)

/**
 * The name's parts from a first and a last name (either may hold several words: "Mary Ann", "van der
 * Berg"), or null when nothing usable is left (a name in a script the finder cannot spell in Latin).
 */
export const nameParts = (first: string, last: string): NameParts | null => {
  const firstParts = normaliseNamePart(first)
  const lastParts = normaliseNamePart(last)
  // Digits may stand in a local part, but a name of digits alone is no name.
  const named = (parts: readonly string[]) => parts.some((part) => /[a-z]/.test(part))
  return named(firstParts) && named(lastParts) ? { first: firstParts, last: lastParts } : null
}

/**
 * A full name as the data holds it ("Anna Maria Schmidt"): the first word is the first name, the rest the
 * last name, for learning a domain's pattern from it. Null when nothing usable is left.
 */
export const namePartsOfFullName = (fullName: string): NameParts | null => {
  const [first = '', ...rest] = fullName.trim().split(/\s+/)
  return nameParts(first, rest.join(' '))
}
