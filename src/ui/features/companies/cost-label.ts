import type { TFunction } from 'i18next'
import type { CreditCost } from '../../../application/browser/ports/contacts.api.port.ts'

/** A cost as the user reads it before paying: "1 lead credit", "1 email credit + 1 free credit". */
export const costLabel = (t: TFunction, cost: CreditCost): string =>
  cost.charges.length === 0
    ? t('companies.cost.none')
    : cost.charges.map((c) => t(`companies.cost.${c.kind}`, { count: c.quantity })).join(' + ')

/** SPEC §9 / PRODUCT.md: a members page costs one search credit. */
export const PAGE_COST: CreditCost = { credits: 1, charges: [{ kind: 'search', quantity: 1 }] }
