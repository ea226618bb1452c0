import type { TFunction } from 'i18next'
import type { CreditCost } from '../../../application/browser/ports/contacts.api.port.ts'

/** A cost as the user reads it before paying: "1 credit (free trial)", "2 credits (email credit, phone credit)". */
export const costText = (t: TFunction, cost: CreditCost): string => {
  const amount = t('home.reveal.credits', { count: cost.credits })
  if (cost.charges.length === 0) return amount
  const kinds = cost.charges.map((charge) => t(`home.reveal.kinds.${charge.kind}`)).join(', ')
  return t('home.reveal.cost_with_kinds', { amount, kinds })
}
