import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DELIMITERS, guessDelimiter, isUtf8, sniffEncoding } from './file-sniffing.ts'

const text = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 200 })
const asciiText = fc.stringMatching(/^[A-Za-z0-9 ,;]{4,200}$/)
const utf16le = (s: string) => new Uint8Array(Buffer.from(s, 'utf16le'))
const utf16be = (s: string) => {
  const le = Buffer.from(s, 'utf16le')
  const be = Buffer.alloc(le.length)
  for (let i = 0; i + 1 < le.length; i += 2) {
    be[i] = le[i + 1] ?? 0
    be[i + 1] = le[i] ?? 0
  }
  return new Uint8Array(be)
}

describe('sniffing a file', () => {
  it('agrees with the platform decoder on what is UTF-8, also for a sample cut anywhere', () => {
    fc.assert(
      fc.property(text, fc.nat(), (s, cut) => {
        const bytes = new TextEncoder().encode(s)
        expect(isUtf8(bytes)).toBe(true)
        expect(isUtf8(bytes.subarray(0, cut % (bytes.length + 1)))).toBe(true)
      }),
    )
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        let strict = true
        try {
          new TextDecoder('utf-8', { fatal: true }).decode(bytes)
        } catch {
          strict = false
        }
        // A well-formed sample is UTF-8; a malformed one is refused unless only its tail was cut.
        if (strict) expect(isUtf8(bytes)).toBe(true)
      }),
    )
  })

  it('a byte-order mark decides the encoding and is skipped', () => {
    fc.assert(
      fc.property(text, (s) => {
        expect(sniffEncoding(new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(s)]))).toEqual({
          encoding: 'utf-8',
          bom: 3,
        })
        expect(sniffEncoding(new Uint8Array([0xff, 0xfe, ...utf16le(s)]))).toEqual({
          encoding: 'utf-16le',
          bom: 2,
        })
        expect(sniffEncoding(new Uint8Array([0xfe, 0xff, ...utf16be(s)]))).toEqual({
          encoding: 'utf-16be',
          bom: 2,
        })
      }),
    )
  })

  it('UTF-16 without a mark, UTF-8 without one, and GB18030 Chinese are told apart', () => {
    fc.assert(
      fc.property(asciiText, (s) => {
        expect(sniffEncoding(utf16le(s)).encoding).toBe('utf-16le')
        expect(sniffEncoding(utf16be(s)).encoding).toBe('utf-16be')
        expect(sniffEncoding(new TextEncoder().encode(s)).encoding).toBe('utf-8')
      }),
    )
    // "姓名,公司" in GB18030 is not well-formed UTF-8.
    const gb = new Uint8Array([0xd0, 0xd5, 0xc3, 0xfb, 0x2c, 0xb9, 0xab, 0xcb, 0xbe])
    expect(sniffEncoding(gb).encoding).toBe('gb18030')
    expect(new TextDecoder('gb18030').decode(gb)).toBe('姓名,公司')
  })

  it('the delimiter is the one the header uses most outside quotes', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...DELIMITERS),
        fc.array(fc.stringMatching(/^[A-Za-z ]{1,10}$/), { minLength: 2, maxLength: 8 }),
        (d, cells) => {
          const header = cells.map((c, i) => (i === 0 ? `"${c},${c};${c}|"` : c)).join(d)
          expect(guessDelimiter(`${header}\r\nx${d}y`)).toBe(d)
        },
      ),
    )
  })
})
