import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { Button } from '../../components/ui/button.tsx'
import { PageHeader } from '../activity/log-table.tsx'
import { QueryState } from '../activity/query-state.tsx'
import { PaymentsHistory } from '../orders/payments-history.tsx'
import { PacketGroups } from '../pricing/packet-groups.tsx'
import { usePurchaseFlow } from '../pricing/use-purchase-flow.tsx'
import { CheckoutBanner } from './checkout-banner.tsx'
import { CreditUsageCard } from './credit-usage-card.tsx'
import { CurrentPlanCard } from './current-plan-card.tsx'
import { StackedPlans } from './stacked-plans.tsx'
import { SubscriptionHistory } from './subscription-history.tsx'
import { useCancelFlow } from './use-cancel-flow.ts'
import { type CheckoutReturn, useCheckoutReturn } from './use-checkout-return.ts'
import { useSubscriptionOverview } from './use-subscription.ts'

/**
 * /admin/subscription (SPEC §2/§4): the current plan, the credits per kind, what runs beside the plan,
 * packets to buy (paid plans only), and the history; back from a checkout, it waits for the new plan.
 */
export const SubscriptionPage = ({
  checkout,
  onCheckoutHandled,
  pollIntervalMs,
}: {
  checkout?: CheckoutReturn
  /** The checkout return was dealt with: the route drops it from the address. */
  onCheckoutHandled: () => void
  /** How often to look again for a plan just paid for (tests shorten it). */
  pollIntervalMs?: number
}) => {
  const { t } = useTranslation()
  const query = useSubscriptionOverview()
  const returned = useCheckoutReturn({
    checkout,
    overview: query.data,
    updatedAt: query.dataUpdatedAt,
    failed: query.isError && !query.isFetching,
    refetch: () => void query.refetch(),
    onHandled: onCheckoutHandled,
    ...(pollIntervalMs === undefined ? {} : { intervalMs: pollIntervalMs }),
  })
  const cancel = useCancelFlow()
  const purchase = usePurchaseFlow({ inviteCode: '', returnTo: '/admin/subscription' })
  const overview = query.data
  // SPEC §4: the packet purchase section is hidden on the free plan.
  const paid =
    overview?.current !== undefined && overview.current !== null && overview.current.planType !== 'FREE'

  return (
    <div className="flex flex-col gap-6 p-4 md:p-6">
      <PageHeader
        title={t('subscription.title')}
        subtitle={t('subscription.subtitle')}
        actions={
          overview === undefined ? null : (
            <Button asChild variant={paid ? 'outline' : 'primary'}>
              <Link to="/admin/pricing">{t(paid ? 'subscription.changePlan' : 'subscription.upgrade')}</Link>
            </Button>
          )
        }
      />
      <CheckoutBanner
        phase={returned.phase}
        onCheckAgain={returned.checkAgain}
        onDismiss={returned.dismiss}
      />
      {overview === undefined ? (
        <QueryState
          loading={query.isPending}
          loadingText={t('subscription.loading')}
          failedText={t('subscription.loadFailed')}
          retryText={t('subscription.retry')}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <>
          <div className="grid gap-6 lg:grid-cols-2">
            <CurrentPlanCard overview={overview} onCancel={cancel} />
            <CreditUsageCard details={overview.creditDetails} />
          </div>
          {overview.stacked.length === 0 ? null : <StackedPlans plans={overview.stacked} />}
          {paid ? <PacketGroups id="packets" onBuy={purchase.buy} /> : null}
          <SubscriptionHistory history={overview.history} />
          <PaymentsHistory />
        </>
      )}
      {purchase.dialog}
    </div>
  )
}
