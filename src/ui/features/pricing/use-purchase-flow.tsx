import { type ReactNode, useState } from 'react'
import type { PlanType } from '../../../domain/plans/plan-type.ts'
import { useShowOutcome } from '../../errors/use-show-outcome.ts'
import { useAuth } from '../auth/auth-context.tsx'
import { PurchaseDialog } from './purchase-dialog.tsx'
import { orderFailureOutcome } from './purchase-outcomes.ts'

/**
 * The purchase flow of a page that sells plans or packets: `buy(plan)` asks an anonymous visitor to log
 * in (SPEC §6: nothing is sent), else opens the purchase dialog with the page's invite code. `returnTo`
 * is where signing in comes back to. Render `dialog` somewhere in the page.
 */
export const usePurchaseFlow = ({
  inviteCode,
  returnTo,
}: {
  inviteCode: string
  returnTo: string
}): { readonly buy: (plan: PlanType) => void; readonly dialog: ReactNode } => {
  const auth = useAuth()
  const [buying, setBuying] = useState<PlanType | null>(null)
  const showOutcome = useShowOutcome(returnTo)

  const buy = (plan: PlanType) => {
    if (auth.state.status === 'anonymous') {
      const outcome = orderFailureOutcome(plan, { _tag: 'SignInRequired' })
      if (outcome !== null) showOutcome(outcome)
      return
    }
    setBuying(plan)
  }

  const dialog =
    buying === null ? null : (
      <PurchaseDialog
        key={buying}
        plan={buying}
        initialCode={inviteCode}
        onClose={() => setBuying(null)}
        onOutcome={showOutcome}
      />
    )
  return { buy, dialog }
}
