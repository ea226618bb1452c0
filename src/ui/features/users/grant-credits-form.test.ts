import { describe, expect, it } from 'vitest'
import { emptyGrantForm, readGrantForm } from './grant-credits-form.ts'

const withQuantities = (quantities: Partial<typeof emptyGrantForm.quantities>, rest = {}) => ({
  ...emptyGrantForm,
  ...rest,
  quantities: { ...emptyGrantForm.quantities, ...quantities },
})

describe('readGrantForm', () => {
  it('grants the kinds given, with validity and price when typed', () => {
    expect(
      readGrantForm(withQuantities({ lead: '50', search: '20', email: '0' }, { days: '90', price: '999.5' })),
    ).toEqual({
      _tag: 'Valid',
      request: {
        grants: [
          { kind: 'lead', quantity: 50 },
          { kind: 'search', quantity: 20 },
        ],
        days: 90,
        price: 99_950,
      },
    })
  })

  it('refuses a form that grants nothing', () => {
    expect(readGrantForm(emptyGrantForm)).toEqual({
      _tag: 'Invalid',
      errors: { grants: 'users.grant.errors.nothing' },
    })
  })

  it.each([['1.5'], ['-3'], ['abc'], ['1000001']])('refuses the quantity %s beside its field', (quantity) => {
    expect(readGrantForm(withQuantities({ phone: quantity }))).toEqual({
      _tag: 'Invalid',
      errors: { phone: 'users.grant.errors.quantity' },
    })
  })

  it.each([
    ['days', '0', 'users.grant.errors.days'],
    ['days', '3651', 'users.grant.errors.days'],
    ['price', '1.234', 'users.grant.errors.price'],
    ['price', '-1', 'users.grant.errors.price'],
    ['price', '1000000.01', 'users.grant.errors.price'],
  ])('refuses %s %s', (field, text, key) => {
    expect(readGrantForm(withQuantities({ lead: '1' }, { [field]: text }))).toEqual({
      _tag: 'Invalid',
      errors: { [field]: key },
    })
  })
})
