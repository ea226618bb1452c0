import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { validateDiscountAmount } from '../../../domain/invitations/discount-amount.ts'
import { type Fen, fenToYuan } from '../../../domain/shared/money.ts'
import { emptyInvitationForm, type InvitationFormValues, readInvitationForm } from './invitation-form.ts'

const text = fc.oneof(
  fc.constant(''),
  fc.string({ maxLength: 12 }),
  fc.constantFrom(' ', 'a@b.co', 'spring-25'),
)
const amount = fc.oneof(
  fc.constantFrom('', '0', '0.001', '0.01', '12.5', '1e3', '-1', 'abc'),
  fc.double({ min: -10, max: 2_000_000, noNaN: true }).map(String),
)
const values: fc.Arbitrary<InvitationFormValues> = fc.record({
  distributorName: text,
  distributorEmail: text,
  remark: text,
  discountAmount: amount,
  inviteCode: text,
})

describe('invitation form', () => {
  it('whatever is typed, the form is either sent as the domain reads it or names a field at fault', () => {
    fc.assert(
      fc.property(values, (typed) => {
        const reading = readInvitationForm(typed)
        if (reading._tag === 'Invalid') {
          expect(Object.keys(reading.errors).length).toBeGreaterThan(0)
          return
        }
        // The domain reads fen; the form sends them as yuan, exactly.
        const fen = validateDiscountAmount(typed.discountAmount)
        expect(typeof fen).toBe('number')
        expect(reading.form.discountAmount).toBe(fenToYuan(fen as Fen))
        expect(reading.form.inviteCode).toBe((reading.form.inviteCode ?? '').toUpperCase())
        expect(reading.form.distributorName).toBe(reading.form.distributorName.trim())
      }),
    )
  })

  it('a discount below 0.01 is refused beside its field, whatever else is typed', () => {
    fc.assert(
      // Millionths of a yuan, so the text is exactly the value below 0.01.
      fc.property(values, fc.integer({ min: -5_000_000, max: 9_999 }), (typed, millionths) => {
        const reading = readInvitationForm({ ...typed, discountAmount: String(millionths / 1_000_000) })
        expect(reading._tag === 'Invalid' && reading.errors.discountAmount).toBeTruthy()
      }),
    )
  })

  it('an empty code is left for the service to generate', () => {
    fc.assert(
      fc.property(fc.constantFrom('', ' ', '   '), (blank) => {
        const reading = readInvitationForm({
          ...emptyInvitationForm,
          distributorName: 'Acme',
          discountAmount: '5',
          inviteCode: blank,
        })
        expect(reading._tag === 'Valid' && reading.form.inviteCode).toBe('')
      }),
    )
  })
})
