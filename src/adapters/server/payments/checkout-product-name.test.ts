import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { planName } from '../../../domain/plans/plan-names.ts'
import { PLAN_TYPES } from '../../../domain/plans/plan-type.ts'
import { checkoutProductName } from './checkout-product-name.ts'

describe('the name a checkout gives the purchase', () => {
  it('is the plan’s one name after the brand, never its id title-cased', () => {
    expect(checkoutProductName('LeadLens', 'MONTHLY_PRO')).toBe('LeadLens · Startup · Monthly')
    expect(checkoutProductName('LeadLens', 'PACKET_EMAIL_BASIC')).toBe(
      'LeadLens · Email packet · Basic Packet',
    )
  })

  it('every plan type is named as the pricing page names it in English', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PLAN_TYPES), fc.string({ minLength: 1 }), (type, brand) => {
        expect(checkoutProductName(brand, type)).toBe(`${brand} · ${planName(type, 'en')}`)
      }),
    )
  })
})
