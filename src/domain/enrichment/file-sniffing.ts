/** The text encodings spreadsheet programs export (Excel: UTF-8 with a BOM, UTF-16, GB18030 in Chinese). */
export type TextEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'gb18030'

export type SniffedEncoding = {
  readonly encoding: TextEncoding /** Bytes of byte-order mark to skip. */
  readonly bom: number
}

/**
 * Whether `bytes` is well-formed UTF-8, a sequence cut off at the very end allowed (the sniffed sample
 * is a file's first bytes, which may end mid-character).
 */
export const isUtf8 = (bytes: Uint8Array): boolean => {
  let i = 0
  while (i < bytes.length) {
    const b = bytes[i] ?? 0
    const need =
      b < 0x80 ? 0 : b >= 0xc2 && b <= 0xdf ? 1 : b >= 0xe0 && b <= 0xef ? 2 : b >= 0xf0 && b <= 0xf4 ? 3 : -1
    if (need === -1) return false
    for (let k = 1; k <= need; k++) {
      if (i + k >= bytes.length) return true
      const c = bytes[i + k] ?? 0
      if ((c & 0xc0) !== 0x80) return false
      if (k === 1 && b === 0xe0 && c < 0xa0) return false
      if (k === 1 && b === 0xed && c > 0x9f) return false
      if (k === 1 && b === 0xf0 && c < 0x90) return false
      if (k === 1 && b === 0xf4 && c > 0x8f) return false
    }
    i += need + 1
  }
  return true
}

/**
 * The encoding of a file from its first bytes: a byte-order mark decides; without one, UTF-16 shows as
 * zero bytes in every other position of ASCII text; well-formed UTF-8 is UTF-8; anything else is
 * GB18030 (what Excel in Chinese saves "CSV" as; it reads every byte sequence, so nothing is refused).
 */
export const sniffEncoding = (head: Uint8Array): SniffedEncoding => {
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return { encoding: 'utf-8', bom: 3 }
  if (head[0] === 0xff && head[1] === 0xfe) return { encoding: 'utf-16le', bom: 2 }
  if (head[0] === 0xfe && head[1] === 0xff) return { encoding: 'utf-16be', bom: 2 }
  const pairs = Math.floor(Math.min(head.length, 512) / 2)
  if (pairs >= 2) {
    let zeroOdd = 0
    let zeroEven = 0
    for (let p = 0; p < pairs; p++) {
      if (head[2 * p] === 0) zeroEven++
      if (head[2 * p + 1] === 0) zeroOdd++
    }
    if (zeroOdd >= pairs * 0.4 && zeroEven === 0) return { encoding: 'utf-16le', bom: 0 }
    if (zeroEven >= pairs * 0.4 && zeroOdd === 0) return { encoding: 'utf-16be', bom: 0 }
  }
  return { encoding: isUtf8(head) ? 'utf-8' : 'gb18030', bom: 0 }
}

export const DELIMITERS = [',', ';', '\t', '|'] as const
export type Delimiter = (typeof DELIMITERS)[number]

/**
 * The delimiter of a delimited text from its first record: the candidate that occurs most often outside
 * quotes in it (Excel uses ";" where "," is the decimal mark, tabs for "Unicode text"); a comma when
 * none occurs.
 */
export const guessDelimiter = (text: string): Delimiter => {
  const counts = new Map<string, number>(DELIMITERS.map((d) => [d, 0]))
  let quoted = false
  for (const char of text) {
    if (char === '"') quoted = !quoted
    else if (!quoted && (char === '\n' || char === '\r')) break
    else if (!quoted && counts.has(char)) counts.set(char, (counts.get(char) ?? 0) + 1)
  }
  let best: Delimiter = ','
  for (const d of DELIMITERS) if ((counts.get(d) ?? 0) > (counts.get(best) ?? 0)) best = d
  return best
}
