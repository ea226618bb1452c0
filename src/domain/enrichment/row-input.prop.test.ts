import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { ColumnMapping } from './column-mapping.ts'
import { readRow, rowKey, splitFullName } from './row-input.ts'

const slug = fc.stringMatching(/^[a-z][a-z0-9-]{1,20}$/)
const word = fc.stringMatching(/^[A-Z][a-z]{1,9}$/)
const PROFILE_EMAIL: ColumnMapping = { profileLink: 0, fullName: 1, company: 2, domain: 3, email: 4 }

describe('reading a row', () => {
  it('a valid profile link wins over everything else on the row, and its key ignores the way it was written', () => {
    fc.assert(
      fc.property(
        slug,
        fc.constantFrom('https://www.linkedin.com/in/', 'linkedin.com/in/', 'http://cn.linkedin.com/in/'),
        word,
        (id, prefix, name) => {
          const row = readRow(
            [`${prefix}${id}/`, name, 'Acme', 'acme.example', 'x@acme.example'],
            PROFILE_EMAIL,
          )
          expect(row).toEqual({ _tag: 'Profile', profileId: id })
          expect(rowKey(row)).toBe(
            rowKey(readRow([`https://linkedin.com/in/${id.toUpperCase()}`], { profileLink: 0 })),
          )
        },
      ),
    )
  })

  it('the same person written in other case or spacing has the same key (a duplicate counts once)', () => {
    fc.assert(
      fc.property(
        word,
        word,
        fc.constantFrom('acme.example', 'https://www.acme.example/about'),
        (first, last, site) => {
          const mapping: ColumnMapping = { firstName: 0, lastName: 1, domain: 2 }
          const a = readRow([first, last, site], mapping)
          const b = readRow([` ${first.toUpperCase()} `, last.toLowerCase(), 'acme.example'], mapping)
          expect(a._tag).toBe('Person')
          expect(rowKey(a)).toBe(rowKey(b))
          expect(rowKey(readRow([`${first} ${last}`, 'acme.example'], { fullName: 0, domain: 1 }))).toBe(
            rowKey(a),
          )
        },
      ),
    )
  })

  it('an invalid row has no key and says why; a valid row always has one', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 30 }), { maxLength: 5 }), (cells) => {
        const row = readRow(cells, PROFILE_EMAIL)
        expect(row._tag === 'Invalid').toBe(rowKey(row) === null)
      }),
    )
  })

  it('splitting a full name keeps every word, the first one as the first name', () => {
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 5 }), (words) => {
        const { first, last } = splitFullName(`  ${words.join('   ')} `)
        expect([first, last].filter((p) => p !== '').join(' ')).toBe(words.join(' '))
        expect(first).toBe(words[0])
      }),
    )
  })
})
