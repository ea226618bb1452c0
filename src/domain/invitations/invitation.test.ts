import { describe, expect, it } from 'vitest'
import { fen } from '../shared/money.ts'
import { applies, INVITATION_STATUSES, priceWithInvitation, toggledStatus } from './invitation.ts'

describe('invitation status', () => {
  it('is active or inactive', () => {
    expect(INVITATION_STATUSES).toEqual(['ACTIVE', 'INACTIVE'])
  })

  it('only an active code applies', () => {
    expect(applies({ status: 'ACTIVE' })).toBe(true)
    expect(applies({ status: 'INACTIVE' })).toBe(false)
  })

  it('toggles', () => {
    expect(toggledStatus('ACTIVE')).toBe('INACTIVE')
    expect(toggledStatus('INACTIVE')).toBe('ACTIVE')
  })

  it('prices an order with an active, an inactive or no invitation', () => {
    const price = fen(35000)
    expect(priceWithInvitation(price, { status: 'ACTIVE', discountAmount: fen(5000) }).final).toBe(30000)
    expect(priceWithInvitation(price, { status: 'INACTIVE', discountAmount: fen(5000) }).final).toBe(35000)
    expect(priceWithInvitation(price, undefined)).toEqual({ original: 35000, discount: 0, final: 35000 })
  })
})
