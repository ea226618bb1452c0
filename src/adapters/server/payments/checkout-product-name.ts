import { NAME_SEPARATOR, planName } from '../../../domain/plans/plan-names.ts'
import type { PlanType } from '../../../domain/plans/plan-type.ts'

/**
 * What a provider's checkout page and the buyer's bank statement call the purchase: the brand, then
 * the plan's one name (plan-names.ts, issue 24), so MONTHLY_PRO is "LeadLens · Startup · Monthly" as on
 * the pricing page. In English: the provider shows one name whatever the buyer's language, and the
 * brand it follows is English too.
 */
export const checkoutProductName = (brand: string, planType: PlanType): string =>
  `${brand}${NAME_SEPARATOR}${planName(planType, 'en')}`
