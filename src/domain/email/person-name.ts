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
 * Spells a name written in another script in Latin letters as mail systems do (Chinese characters in
 * pinyin: 张伟 → "zhang wei"); text already in Latin letters comes back as it is. The adapter that knows
 * the script supplies it; without one, such names are unusable.
 */
export type Romanise = (text: string) => string
const asWritten: Romanise = (text) => text

/**
 * The name's parts from a first and a last name (either may hold several words: "Mary Ann", "van der
 * Berg"; or characters `romanise` spells, 伟 and 张), or null when nothing usable is left.
 */
export const nameParts = (first: string, last: string, romanise: Romanise = asWritten): NameParts | null => {
  const firstParts = normaliseNamePart(romanise(first))
  const lastParts = normaliseNamePart(romanise(last))
  // Digits may stand in a local part, but a name of digits alone is no name.
  const named = (parts: readonly string[]) => parts.some((part) => /[a-z]/.test(part))
  return named(firstParts) && named(lastParts) ? { first: firstParts, last: lastParts } : null
}

// Two-character family names (复姓); every other Chinese family name is one character.
const COMPOUND_SURNAMES = [
  '欧阳',
  '司马',
  '诸葛',
  '上官',
  '东方',
  '皇甫',
  '尉迟',
  '公孙',
  '慕容',
  '长孙',
  '夏侯',
  '令狐',
  '司徒',
  '宇文',
]
const HAN_NAME = /^\p{Script=Han}{2,}$/u

/**
 * A Chinese name written in characters without a space (张伟, 欧阳娜娜): the family name first (one
 * character, or a known two-character one), then the given name.
 */
export const splitHanName = (name: string): { readonly family: string; readonly given: string } | null => {
  if (!HAN_NAME.test(name)) return null
  const chars = [...name]
  const familyLength = COMPOUND_SURNAMES.some((s) => name.startsWith(s)) && chars.length > 2 ? 2 : 1
  return { family: chars.slice(0, familyLength).join(''), given: chars.slice(familyLength).join('') }
}

/**
 * A full name as the data holds it ("Anna Maria Schmidt"): the first word is the first name, the rest the
 * last name, for learning a domain's pattern from it; a Chinese name in characters is family name first
 * (张伟: given 伟, family 张). Null when nothing usable is left.
 */
export const namePartsOfFullName = (fullName: string, romanise: Romanise = asWritten): NameParts | null => {
  const han = splitHanName(fullName.trim())
  if (han !== null) return nameParts(han.given, han.family, romanise)
  const [first = '', ...rest] = fullName.trim().split(/\s+/)
  return nameParts(first, rest.join(' '), romanise)
}
