// Test support: the texts the API fuzzer puts in paths, queries, bodies and headers.
import fc from 'fast-check'

// Values that have broken parsers before: numbers at and past every bound, prototype keys, control and
// bidirectional characters, lone surrogates, traversal, injection texts, encodings of all of these.
const NASTY = [
  '',
  ' ',
  '0',
  '-1',
  '1.5',
  '1e309',
  '-0',
  'NaN',
  'Infinity',
  '0x10',
  '٣',
  '99999999999999999999999',
  '9007199254740993',
  '100001',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFF\uD800',
  '\uFEFF',
  '\u202Eevil',
  'é',
  '𝕏',
  '👩‍👩‍👧',
  'يونيكود',
  '../../etc/passwd',
  '..\\..\\windows',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  // A template-injection probe: the text `${7*7}` itself (escaped, so no template fills it in).
  `\${7*7}`,
  '{{7*7}}',
  '%s%s%s%n',
  '\r\nX-Injected: 1',
  'FREE',
  'CUSTOM',
  'ACTIVE',
  'PAID',
  'MONTHLY_PRO',
  'lead',
  'admin',
]
const MALFORMED_ENCODINGS = [
  '%',
  '%%',
  '%zz',
  '%E0%A4%A',
  '%C0%AF',
  '%ED%A0%80',
  '%00',
  '%2F',
  '%2e%2e%2f',
  '%u0041',
]

export const huge = (min: number, max: number) =>
  fc
    .tuple(fc.integer({ min, max }), fc.constantFrom('x', 'é', '𝕏', '%41', '0', ' '))
    .map(([length, unit]) => unit.repeat(Math.ceil(length / unit.length)))

/** A few control characters (NUL first among them) and lone surrogates, alone or inside a word. */
const controlText = fc
  .tuple(
    fc.string({
      unit: fc.oneof(
        fc.constant('\u0000'),
        fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c)),
        fc.constantFrom('\u007f', '\u0085', '\uD800', '\uDC00'),
      ),
      minLength: 1,
      maxLength: 4,
    }),
    fc.constantFrom('', 'abc', 'x@y.example'),
  )
  .map(([control, word]) => word.slice(0, 1) + control + word.slice(1))

/** Any text: the dictionary, control characters, random code points, or very long. */
export const fuzzText: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...NASTY), weight: 4 },
  { arbitrary: controlText, weight: 2 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 3 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }), weight: 2 },
  { arbitrary: huge(100, 5_000), weight: 1 },
  { arbitrary: huge(5_000, 80_000), weight: 1 },
)

/** Percent-encoding that keeps lone surrogates, as the bytes a careless client would send for them. */
export const encode = (text: string) =>
  text
    .split(/(\p{Cs})/u)
    .map((part) => (/^\p{Cs}$/u.test(part) ? '%ED%A0%80' : encodeURIComponent(part)))
    .join('')

/** Text for an address: percent-encoded, raw, or deliberately malformed. */
export const urlText = (valid: string): fc.Arbitrary<string> =>
  fc.oneof(
    { arbitrary: fc.constant(encode(valid)), weight: 3 },
    { arbitrary: fuzzText.map(encode), weight: 3 },
    { arbitrary: fuzzText, weight: 2 },
    { arbitrary: fc.constantFrom(...MALFORMED_ENCODINGS), weight: 2 },
    { arbitrary: fc.constantFrom('', '.', '..', '//', ';x', 'a/b', `${valid}/`, `${valid}%00`), weight: 1 },
  )

/** Header text a real HTTP parser lets through: printable Latin-1, no line breaks. */
export const headerText = (maxLength: number) =>
  fc.string({
    unit: fc
      .integer({ min: 0x20, max: 0xff })
      .filter((c) => c !== 0x7f)
      .map((c) => String.fromCharCode(c)),
    maxLength,
  })
