import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  CONTACT_SORTS,
  type ContactCursor,
  compareContacts,
  decodeCursor,
  encodeCursor,
  matchesContactFilter,
  normaliseSearch,
  pageOfContacts,
  revealedWindow,
  SORT_DIRECTIONS,
  VERDICT_FILTERS,
  type WorkspaceContact,
} from './contact-query.ts'
import { someWorkspaceContacts } from './contacts-workspace.arbitraries.ts'

const sort = fc.constantFrom(...CONTACT_SORTS)
const direction = fc.constantFrom(...SORT_DIRECTIONS)
const limit = fc.integer({ min: 1, max: 12 })
const printable = fc.string().filter((text) => /^[^\p{Cc}\p{Cs}]*$/u.test(text))

/** Every page from the first, following each page's cursor through the wire's text. */
const walk = (
  all: readonly WorkspaceContact[],
  s: (typeof CONTACT_SORTS)[number],
  d: 'asc' | 'desc',
  n: number,
) => {
  const seen: WorkspaceContact[] = []
  let after: ContactCursor | undefined
  for (let guard = 0; guard <= all.length + 1; guard++) {
    const page = pageOfContacts(all, {
      filter: {},
      sort: s,
      direction: d,
      limit: n,
      ...(after ? { after } : {}),
    })
    seen.push(...page.contacts)
    if (page.next === undefined) return seen
    expect(page.contacts).toHaveLength(n)
    after = decodeCursor(encodeCursor(page.next))
  }
  throw new Error('paging did not end')
}

describe('Contacts page windows (keyset paging)', () => {
  it('walked from the first page, pages hold every contact exactly once, in the sort’s order', () => {
    fc.assert(
      fc.property(someWorkspaceContacts, sort, direction, limit, (all, s, d, n) => {
        const walked = walk(all, s, d, n)
        expect(walked.map((c) => c.profileId)).toEqual(
          all.toSorted(compareContacts(s, d)).map((c) => c.profileId),
        )
      }),
    )
  })

  it('the order is total: two different contacts never compare equal, and it reverses with the direction', () => {
    fc.assert(
      fc.property(someWorkspaceContacts, sort, (all, s) => {
        for (const a of all)
          for (const b of all) {
            const asc = compareContacts(s, 'asc')(a, b)
            if (a.profileId !== b.profileId) expect(asc).not.toBe(0)
            expect(Math.sign(compareContacts(s, 'desc')(a, b))).toBe(-Math.sign(asc))
          }
      }),
    )
  })

  it('a page size out of range is clamped, never an empty or unbounded page', () => {
    fc.assert(
      fc.property(someWorkspaceContacts, fc.integer({ min: -5, max: 1000 }), (all, n) => {
        const page = pageOfContacts(all, { filter: {}, sort: 'revealed', direction: 'desc', limit: n })
        expect(page.contacts.length).toBe(Math.min(all.length, Math.min(100, Math.max(1, n))))
      }),
    )
  })

  it('a cursor never carries a control character to the database', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (key, profileId) => {
        expect(decodeCursor(JSON.stringify([`${key}\u0000`, profileId]))).toBeUndefined()
      }),
    )
  })

  it('a cursor survives the wire, and text that is not one is refused', () => {
    fc.assert(
      fc.property(printable, printable, fc.string(), (key, profileId, junk) => {
        expect(decodeCursor(encodeCursor({ key, profileId }))).toEqual({ key, profileId })
        const decoded = decodeCursor(junk)
        if (decoded !== undefined)
          expect(encodeCursor(decoded)).toBe(junk.trim() === junk ? junk : encodeCursor(decoded))
      }),
    )
  })
})

describe('Contacts filters', () => {
  it('no filter keeps everyone; each filter only narrows, and filters combine as "and"', () => {
    fc.assert(
      fc.property(
        someWorkspaceContacts,
        fc.constantFrom('ad', 'ACME', ' li ', 'zz', '百'),
        fc.constantFrom(...VERDICT_FILTERS),
        (all, search, verdict) => {
          const none = all.filter((c) => matchesContactFilter(c, {}))
          expect(none).toHaveLength(all.length)
          const bySearch = all.filter((c) => matchesContactFilter(c, { search }))
          const byVerdict = all.filter((c) => matchesContactFilter(c, { verdict }))
          const both = all.filter((c) => matchesContactFilter(c, { search, verdict }))
          expect(both).toEqual(bySearch.filter((c) => byVerdict.includes(c)))
          for (const c of byVerdict) expect(c.verdict ?? 'none').toBe(verdict)
        },
      ),
    )
  })

  it('search ignores case and surrounding spaces, and a blank search is none', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const once = normaliseSearch(text)
        if (once !== undefined) {
          expect(normaliseSearch(once)).toBe(once)
          expect(normaliseSearch(` ${text.toUpperCase()} `)).toBe(normaliseSearch(text.toUpperCase()))
        } else expect(text.normalize('NFKC').trim()).toBe('')
      }),
    )
  })

  it('the revealed-date window holds whole UTC days, both ends included', () => {
    fc.assert(
      fc.property(someWorkspaceContacts, fc.integer({ min: 0, max: 10 }), (all, d) => {
        const day = new Date(Date.UTC(2026, 0, 1 + d)).toISOString().slice(0, 10)
        const { from, until } = revealedWindow({ revealedFrom: day, revealedTo: day })
        expect((until ?? 0) - (from ?? 0)).toBe(86_400_000)
        for (const c of all)
          expect(matchesContactFilter(c, { revealedFrom: day, revealedTo: day })).toBe(
            new Date(c.revealedAt).toISOString().slice(0, 10) === day,
          )
      }),
    )
  })
})
