import type { CreditGrantRequest } from '../../../application/browser/ports/admin.api.port.ts'
import { CREDIT_KINDS, type CreditKind } from '../../../domain/credits/credit-kind.ts'
import { CUSTOM_GRANT_LIMITS } from '../../../domain/credits/custom-grant-limits.ts'
import { type Fen, fen } from '../../../domain/shared/money.ts'
import { recordOf } from '../../../domain/shared/record-of.ts'

// The service's own bounds for a grant.
export const {
  maxQuantity: MAX_GRANT_QUANTITY,
  maxDays: MAX_GRANT_DAYS,
  maxPriceYuan: MAX_GRANT_PRICE_YUAN,
} = CUSTOM_GRANT_LIMITS

/** The grant dialog's fields, as typed: a quantity per credit kind, validity in days, price in yuan. */
export type GrantFormValues = {
  readonly quantities: Readonly<Record<CreditKind, string>>
  readonly days: string
  readonly price: string
}

export type GrantField = CreditKind | 'days' | 'price' | 'grants'

/** Per field, the i18n key of what is wrong; `grants` is the whole form's (nothing to grant). */
export type GrantFormErrors = Partial<Record<GrantField, string>>

export type GrantFormReading =
  | { readonly _tag: 'Valid'; readonly request: CreditGrantRequest }
  | { readonly _tag: 'Invalid'; readonly errors: GrantFormErrors }

export const emptyGrantForm: GrantFormValues = {
  quantities: recordOf(CREDIT_KINDS, () => ''),
  days: '',
  price: '',
}

const WHOLE = /^\d+$/
const YUAN = /^\d+(\.\d{1,2})?$/

/** A whole number in [min, max] as typed; undefined when it is not one. */
const wholeIn = (text: string, min: number, max: number): number | undefined => {
  if (!WHOLE.test(text)) return undefined
  const n = Number(text)
  return n >= min && n <= max ? n : undefined
}

/** Yuan with at most two decimals, 0 to the maximum, as whole fen (read from the digits, never a float). */
const priceIn = (text: string): Fen | undefined => {
  if (!YUAN.test(text)) return undefined
  const [whole = '0', decimals = ''] = text.split('.')
  const amount = Number(whole) * 100 + Number(decimals.padEnd(2, '0'))
  return amount <= MAX_GRANT_PRICE_YUAN * 100 ? fen(amount) : undefined
}

/**
 * Reads the grant form: blank (or 0) quantities grant nothing of that kind, and at least one kind must be
 * granted; blank validity means the credits never expire, blank price means free. Everything it lets
 * through is what the service's schema accepts.
 */
export const readGrantForm = (values: GrantFormValues): GrantFormReading => {
  const errors: GrantFormErrors = {}
  const grants: { kind: CreditKind; quantity: number }[] = []
  for (const kind of CREDIT_KINDS) {
    const text = values.quantities[kind].trim()
    if (text === '' || (WHOLE.test(text) && Number(text) === 0)) continue
    const quantity = wholeIn(text, 1, MAX_GRANT_QUANTITY)
    if (quantity === undefined) errors[kind] = 'users.grant.errors.quantity'
    else grants.push({ kind, quantity })
  }
  if (grants.length === 0 && CREDIT_KINDS.every((kind) => errors[kind] === undefined))
    errors.grants = 'users.grant.errors.nothing'
  const daysText = values.days.trim()
  const days = daysText === '' ? undefined : wholeIn(daysText, 1, MAX_GRANT_DAYS)
  if (daysText !== '' && days === undefined) errors.days = 'users.grant.errors.days'
  const priceText = values.price.trim()
  const price = priceText === '' ? undefined : priceIn(priceText)
  if (priceText !== '' && price === undefined) errors.price = 'users.grant.errors.price'
  if (Object.keys(errors).length > 0) return { _tag: 'Invalid', errors }
  return {
    _tag: 'Valid',
    request: {
      grants,
      ...(days === undefined ? {} : { days }),
      ...(price === undefined ? {} : { price }),
    },
  }
}
