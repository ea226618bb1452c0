import { useMutation } from '@tanstack/react-query'
import { PricingTokens as T } from '../../../composition/browser/pricing.area.ts'
import type { PlanType } from '../../../domain/plans/plan-type.ts'
import { useUseCase } from '../../use-case-context.tsx'

/** POST /payment/order through the PurchasePlan use case, as a TanStack Query mutation. */
export const usePurchasePlan = () => {
  const purchase = useUseCase(T.PurchasePlan)
  return useMutation({
    mutationFn: (input: { readonly plan: PlanType; readonly inviteCode: string }) => purchase.execute(input),
  })
}

/** GET /invitation/validate through the CheckInviteCode use case. */
export const useCheckInviteCode = () => {
  const check = useUseCase(T.CheckInviteCode)
  return useMutation({ mutationFn: (code: string) => check.execute(code) })
}

/**
 * Leaves the app for the order's address: the provider's checkout, or the dashboard when the order was
 * settled at once. An object, so tests can stand in for the navigation.
 */
export const checkoutNavigation = {
  leaveFor: (url: string): void => window.location.assign(url),
}
