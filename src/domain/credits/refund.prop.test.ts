import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Bucket } from './bucket.ts'
import { CREDIT_KINDS, paysForEmails } from './credit-kind.ts'
import { anAction, aTime, someBuckets } from './credits.arbitraries.ts'
import { credits } from './credits.ts'
import { emailPayingLine, type PaidLine, refundLine } from './refund.ts'
import { spend } from './spend.ts'

// A user's ledger as the repositories keep it: charge lines, and refund lines naming the line given back.
type Line = PaidLine & { readonly refundOf: string | null }

const step = fc.oneof(
  fc.record({ _tag: fc.constant('spend' as const), action: anAction, now: aTime }),
  fc.record({ _tag: fc.constant('refund' as const), pick: fc.nat(40) }),
)

const balanced = (buckets: readonly Bucket[], lines: readonly Line[]) => {
  for (const bucket of buckets) {
    const mine = lines.filter((l) => l.bucketId === bucket.id)
    const taken = mine.filter((l) => l.refundOf === null).reduce((t, l) => t + l.quantity, 0)
    const given = mine.filter((l) => l.refundOf !== null).reduce((t, l) => t + l.quantity, 0)
    expect(taken - given).toBe(bucket.used)
  }
}

describe('refunding a paid line (a bounced email)', () => {
  it('keeps the ledger balanced and gives each line back at most once, whatever is spent and refunded', () => {
    fc.assert(
      fc.property(
        someBuckets({ maxUsed: 0, maxLeft: 4 }),
        fc.array(step, { maxLength: 30 }),
        (start, steps) => {
          let buckets = start
          let lines: Line[] = []
          let next = 0
          for (const s of steps) {
            if (s._tag === 'spend') {
              const spent = spend(buckets, s.action, s.now)
              if (spent._tag === 'CreditsExceeded') continue
              buckets = spent.buckets
              lines = [
                ...lines,
                ...spent.charges.map((c) => ({ ...c, id: String(++next), refunded: false, refundOf: null })),
              ]
              continue
            }
            const charges = lines.filter((l) => l.refundOf === null)
            const target = charges[s.pick % Math.max(1, charges.length)]
            const result = refundLine(buckets, target)
            if (target === undefined) {
              expect(result).toEqual({ _tag: 'NothingToRefund', why: 'NoPayingLine' })
              continue
            }
            const givenBack = lines.some((l) => l.refundOf === target.id)
            expect(target.refunded).toBe(givenBack)
            if (givenBack) {
              // At most once: a second report of the same bounce gives nothing.
              expect(result).toEqual({ _tag: 'NothingToRefund', why: 'AlreadyRefunded' })
              continue
            }
            expect(result._tag).toBe('Refunded')
            if (result._tag !== 'Refunded') continue
            expect(result.refund).toEqual({
              bucketId: target.bucketId,
              kind: target.kind,
              quantity: target.quantity,
              refundOf: target.id,
            })
            buckets = result.buckets
            lines = [
              ...lines.map((l) => (l.id === target.id ? { ...l, refunded: true } : l)),
              { ...result.refund, id: String(++next), refunded: false, refundOf: target.id },
            ]
          }
          balanced(buckets, lines)
          for (const b of buckets) expect(b.used >= 0 && b.used <= b.granted).toBe(true)
          const refundOfs = lines.flatMap((l) => (l.refundOf === null ? [] : [l.refundOf]))
          expect(new Set(refundOfs).size).toBe(refundOfs.length)
        },
      ),
      { numRuns: 300 },
    )
  })

  it('never mutates its input, and changes only the paying bucket, by the line’s quantity', () => {
    fc.assert(
      fc.property(someBuckets({ maxUsed: 3, maxLeft: 2 }), fc.nat(9), (buckets, pick) => {
        const bucket = buckets[pick % Math.max(1, buckets.length)]
        if (bucket === undefined || bucket.used === 0) return
        const line: PaidLine = {
          id: 'l1',
          bucketId: bucket.id,
          kind: bucket.kind,
          quantity: credits(1),
          refunded: false,
        }
        const before = structuredClone(buckets)
        const result = refundLine(Object.freeze([...buckets]), line)
        expect(buckets).toEqual(before)
        if (result._tag !== 'Refunded') throw new Error('a paid line with its bucket is refunded')
        result.buckets.forEach((b, i) => {
          const old = buckets[i] as Bucket
          expect(b.used).toBe(b.id === bucket.id ? old.used - 1 : old.used)
        })
      }),
    )
  })

  it('the email part was paid by the email credit, else the lead, else the free one; never phone or search', () => {
    const line = (id: string, kind: PaidLine['kind']): PaidLine => ({
      id,
      bucketId: `b-${id}`,
      kind,
      quantity: credits(1),
      refunded: false,
    })
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...CREDIT_KINDS), { maxLength: 4 }), (kinds) => {
        const lines = kinds.map((k, i) => line(String(i), k))
        const payer = emailPayingLine(lines)
        const expected = (['email', 'lead', 'free'] as const).find((k) => kinds.includes(k))
        expect(payer?.kind).toBe(expected)
      }),
    )
  })

  it('looks among exactly the kinds that pay for emails: a line is found whenever one of them paid', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...CREDIT_KINDS), { maxLength: 5 }), (kinds) => {
        const lines = kinds.map(
          (kind, i): PaidLine => ({
            id: String(i),
            bucketId: `b-${i}`,
            kind,
            quantity: credits(1),
            refunded: false,
          }),
        )
        const payer = emailPayingLine(lines)
        expect(payer !== undefined).toBe(kinds.some(paysForEmails))
        if (payer !== undefined) expect(paysForEmails(payer.kind)).toBe(true)
      }),
    )
  })
})
