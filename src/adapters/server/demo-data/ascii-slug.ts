// Letters that Unicode does not decompose into a base letter plus a mark, so NFD alone would drop them.
const SPECIAL_LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
}

/** Lower-case ASCII words of a name: "José Müller-Łukasz" → ["jose", "muller", "lukasz"]. */
export const asciiWords = (text: string): string[] =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/\P{ASCII}/gu, (letter) => SPECIAL_LETTERS[letter] ?? ' ')
    .replace(/'/g, '')
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '')

/** Domain labels, profile ids and email local parts are ASCII so they are valid everywhere they go. */
export const asciiSlug = (text: string, separator = '-'): string => asciiWords(text).join(separator)
