import { describe, expect, it } from 'vitest'
import { instant } from '../shared/instant.ts'
import { fen } from '../shared/money.ts'
import { usageRecord } from './usage-record.ts'

describe('usageRecord', () => {
  const user = { name: 'Jane Doe', email: 'jane@acme.example' }
  const now = instant(1_700_000_000_000)

  it('records original, discount and final amounts and the time', () => {
    expect(
      usageRecord({ invitationId: 'inv-1', user, original: fen(35000), discount: fen(5000), now }),
    ).toEqual({
      invitationId: 'inv-1',
      userName: 'Jane Doe',
      userEmail: 'jane@acme.example',
      originalAmount: 35000,
      discountAmount: 5000,
      finalAmount: 30000,
      createdAt: now,
    })
  })

  it('records the capped discount when the code is worth more than the order', () => {
    const r = usageRecord({ invitationId: 'inv-1', user, original: fen(20000), discount: fen(25000), now })
    expect([r.discountAmount, r.finalAmount]).toEqual([20000, 0])
  })
})
