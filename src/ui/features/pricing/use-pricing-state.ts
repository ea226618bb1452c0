import { useState } from 'react'
import type { BillingPeriod } from './pricing-offers.ts'
import { pricingPath } from './pricing-path.ts'
import { usePurchaseFlow } from './use-purchase-flow.tsx'

/**
 * What both pricing pages (public and dashboard) hold: the period, the invite code, the cancelled-checkout
 * notice and the purchase flow, which comes back to `basePath` with the same choice after signing in.
 */
export const usePricingState = (options: {
  readonly initialPeriod: BillingPeriod
  readonly initialCode: string
  readonly cancelled: boolean
  readonly basePath?: '/pricing' | '/admin/pricing'
}) => {
  const [period, setPeriod] = useState<BillingPeriod>(options.initialPeriod)
  const [inviteCode, setInviteCode] = useState(options.initialCode)
  const [showCancelled, setShowCancelled] = useState(options.cancelled)
  const flow = usePurchaseFlow({
    inviteCode,
    returnTo: pricingPath({ period, inviteCode }, options.basePath),
  })
  return {
    period,
    setPeriod,
    inviteCode,
    setInviteCode,
    showCancelled,
    dismissCancelled: () => setShowCancelled(false),
    flow,
  }
}
