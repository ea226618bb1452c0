import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { instant } from '../shared/instant.ts'
import { fen } from '../shared/money.ts'
import { applyDiscount } from './discount.ts'
import { usageRecord } from './usage-record.ts'

const amount = fc.nat({ max: 1_000_000_000 }).map(fen)
const input = fc.record({
  invitationId: fc.uuid(),
  user: fc.record({ name: fc.string(), email: fc.emailAddress() }),
  original: amount,
  discount: amount,
  now: fc.nat().map(instant),
})

describe('usage record properties', () => {
  it('original = discount + final and final is never below zero', () => {
    fc.assert(
      fc.property(input, (i) => {
        const r = usageRecord(i)
        expect(r.discountAmount + r.finalAmount).toBe(r.originalAmount)
        expect(r.finalAmount).toBeGreaterThanOrEqual(0)
      }),
    )
  })

  it('agrees with applyDiscount', () => {
    fc.assert(
      fc.property(input, (i) => {
        const r = usageRecord(i)
        expect({ original: r.originalAmount, discount: r.discountAmount, final: r.finalAmount }).toEqual(
          applyDiscount(i.original, i.discount),
        )
      }),
    )
  })

  it('keeps who used the code and when', () => {
    fc.assert(
      fc.property(input, (i) => {
        const r = usageRecord(i)
        expect([r.invitationId, r.userName, r.userEmail, r.createdAt]).toEqual([
          i.invitationId,
          i.user.name,
          i.user.email,
          i.now,
        ])
      }),
    )
  })
})
