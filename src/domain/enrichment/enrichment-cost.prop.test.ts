import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ALL_PARTS, findEmail, NO_PARTS, revealProfile } from '../credits/credit-action.ts'
import { aBucket } from '../credits/credits.fixture.ts'
import { spend } from '../credits/spend.ts'
import { instant } from '../shared/instant.ts'
import { estimateCost, payingRows, type RowForEstimate } from './enrichment-cost.ts'

const key = fc.option(fc.constantFrom('p:a', 'p:b', 'e:x@y.example', 'n:j.doe@acme.example', 'p:c'), {
  nil: null,
})

// A key's facts are the data's, so every row of one key carries the same.
const rowsOf = (keys: readonly (string | null)[]): RowForEstimate[] =>
  keys.map((k) => ({
    key: k,
    answerable: k?.startsWith('p:') ?? false,
    mostCredits: k === null ? 0 : k.length % 3,
  }))

describe('the cost of a file', () => {
  it('duplicates within a file count once: repeating rows never raises the most it can cost', () => {
    fc.assert(
      fc.property(fc.array(key, { maxLength: 40 }), fc.array(fc.nat(), { maxLength: 20 }), (keys, picks) => {
        const repeated = [
          ...keys,
          ...(keys.length === 0 ? [] : picks.map((p) => keys[p % keys.length] ?? null)),
        ]
        expect(estimateCost(rowsOf(repeated)).mostCredits).toBe(estimateCost(rowsOf(keys)).mostCredits)
        expect(estimateCost(rowsOf(repeated)).distinct).toBe(new Set(keys.filter((k) => k !== null)).size)
      }),
    )
  })

  it('every distinct question is paid by exactly one row, the first, in any order of the file', () => {
    fc.assert(
      fc.property(fc.array(key, { maxLength: 40 }), (keys) => {
        const paying = payingRows(keys)
        const payers = keys.filter((_, i) => paying[i])
        expect(new Set(payers).size).toBe(payers.length)
        expect(new Set(payers)).toEqual(new Set(keys.filter((k) => k !== null)))
        keys.forEach((k, i) => {
          if (paying[i]) expect(keys.indexOf(k)).toBe(i)
        })
      }),
    )
  })

  it('counts rows, valid rows and answerable rows as the file has them', () => {
    fc.assert(
      fc.property(fc.array(key, { maxLength: 40 }), (keys) => {
        const estimate = estimateCost(rowsOf(keys))
        expect(estimate.rows).toBe(keys.length)
        expect(estimate.valid).toBe(keys.filter((k) => k !== null).length)
        expect(estimate.answerable).toBeLessThanOrEqual(estimate.valid)
      }),
    )
  })
})

describe('the most a file can cost', () => {
  // A question as the job pays it: a person with both parts to pay, or one part (a person, an address).
  const question = fc.constantFrom<1 | 2>(1, 2)
  const held = fc.record({
    lead: fc.nat({ max: 12 }),
    email: fc.nat({ max: 12 }),
    phone: fc.nat({ max: 12 }),
    free: fc.nat({ max: 12 }),
  })

  it('is never under what paying its questions charges, in any order, whatever credits are held', () => {
    fc.assert(
      fc.property(fc.array(question, { maxLength: 30 }), held, fc.nat(), (parts, h, seed) => {
        let buckets = [
          aBucket('a-lead', 'lead', h.lead),
          aBucket('b-email', 'email', h.email),
          aBucket('c-phone', 'phone', h.phone),
          aBucket('d-free', 'free', h.free),
        ] as readonly ReturnType<typeof aBucket>[]
        const now = instant(1)
        // Any order: the job pays a chunk's people before its addresses.
        const order = parts.map((p, i) => ({ p, r: (i * 7919 + seed) % 101 })).sort((x, y) => x.r - y.r)
        let charged = 0
        for (const { p } of order) {
          const action =
            p === 2
              ? revealProfile({ found: ALL_PARTS, alreadyRevealed: NO_PARTS, wants: ALL_PARTS })
              : findEmail(true, false)
          const spent = spend(buckets, action, now)
          if (spent._tag === 'CreditsExceeded') continue
          buckets = spent.buckets
          charged += spent.charges.reduce((sum, c) => sum + c.quantity, 0)
        }
        const rows = parts.map((p, i) => ({ key: `k${i}`, answerable: true, mostCredits: p }))
        expect(charged).toBeLessThanOrEqual(estimateCost(rows, h.lead).mostCredits)
      }),
    )
  })

  it('with lead credits for every question, a person costs one credit, not two', () => {
    fc.assert(
      fc.property(fc.array(question, { maxLength: 30 }), (parts) => {
        const rows = parts.map((p, i) => ({ key: `k${i}`, answerable: true, mostCredits: p }))
        expect(estimateCost(rows, parts.length).mostCredits).toBe(parts.length)
        expect(estimateCost(rows, 0).mostCredits).toBe(parts.reduce<number>((s, p) => s + p, 0))
      }),
    )
  })
})
