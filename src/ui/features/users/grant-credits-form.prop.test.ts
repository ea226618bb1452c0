import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CREDIT_KINDS } from '../../../domain/credits/credit-kind.ts'
import {
  emptyGrantForm,
  type GrantFormValues,
  MAX_GRANT_DAYS,
  MAX_GRANT_PRICE_YUAN,
  MAX_GRANT_QUANTITY,
  readGrantForm,
} from './grant-credits-form.ts'

// Typed text: mostly plausible numbers, sometimes anything at all.
const typed = fc.oneof(
  fc.constant(''),
  fc.integer({ min: -10, max: 2_000_000 }).map(String),
  fc.double({ min: -1, max: 2_000_000, noNaN: true }).map((n) => String(n)),
  fc.string({ maxLength: 8 }),
)
const form: fc.Arbitrary<GrantFormValues> = fc.record({
  quantities: fc.record({ lead: typed, email: typed, phone: typed, search: typed, free: typed }),
  days: typed,
  price: typed,
})

describe('grant credits form', () => {
  it('whatever is typed, an accepted form is one the service accepts', () => {
    fc.assert(
      fc.property(form, (values) => {
        const reading = readGrantForm(values)
        if (reading._tag === 'Invalid') return
        const { grants, days, price } = reading.request
        expect(grants.length).toBeGreaterThanOrEqual(1)
        expect(grants.length).toBeLessThanOrEqual(CREDIT_KINDS.length)
        expect(new Set(grants.map((g) => g.kind)).size).toBe(grants.length)
        for (const { quantity } of grants) {
          expect(Number.isInteger(quantity)).toBe(true)
          expect(quantity).toBeGreaterThanOrEqual(1)
          expect(quantity).toBeLessThanOrEqual(MAX_GRANT_QUANTITY)
        }
        if (days !== undefined)
          expect(Number.isInteger(days) && days >= 1 && days <= MAX_GRANT_DAYS).toBe(true)
        if (price !== undefined)
          expect(Number.isInteger(price) && price >= 0 && price <= MAX_GRANT_PRICE_YUAN * 100).toBe(true)
      }),
    )
  })

  it('a refused form always names at least one field, and only fields that are wrong', () => {
    fc.assert(
      fc.property(form, (values) => {
        const reading = readGrantForm(values)
        if (reading._tag === 'Valid') return
        const named = Object.keys(reading.errors)
        expect(named.length).toBeGreaterThan(0)
        for (const kind of CREDIT_KINDS)
          if (values.quantities[kind].trim() === '') expect(named).not.toContain(kind)
        if (values.days.trim() === '') expect(named).not.toContain('days')
        if (values.price.trim() === '') expect(named).not.toContain('price')
      }),
    )
  })

  it('a whole quantity in range for any one kind is granted as typed', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CREDIT_KINDS),
        fc.integer({ min: 1, max: MAX_GRANT_QUANTITY }),
        (kind, quantity) => {
          const values = {
            ...emptyGrantForm,
            quantities: { ...emptyGrantForm.quantities, [kind]: ` ${quantity} ` },
          }
          expect(readGrantForm(values)).toEqual({ _tag: 'Valid', request: { grants: [{ kind, quantity }] } })
        },
      ),
    )
  })

  it('a price with at most two decimals becomes exactly its fen', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_GRANT_PRICE_YUAN * 100 }), (fen) => {
        const text = `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`
        const values = {
          ...emptyGrantForm,
          quantities: { ...emptyGrantForm.quantities, lead: '1' },
          price: text,
        }
        const reading = readGrantForm(values)
        expect(reading._tag === 'Valid' && reading.request.price).toBe(fen)
      }),
    )
  })
})
