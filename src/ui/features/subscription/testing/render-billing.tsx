// Test support, not product code: the dashboard's billing pages over the real use cases and calls, an in-memory
// identity and in-memory gateways, inside a memory-history router with the app's providers.

import { useNavigate, useSearch } from '@tanstack/react-router'
import { type ReactElement, useCallback } from 'react'
import { authorised } from '../../../../application/browser/authorised.ts'
import { CheckInviteCode } from '../../../../application/browser/check-invite-code.use-case.ts'
import type { GetAccessToken } from '../../../../application/browser/get-access-token.use-case.ts'
import type { OrdersApi } from '../../../../application/browser/ports/orders.api.port.ts'
import { PurchasePlan } from '../../../../application/browser/purchase-plan.use-case.ts'
import { InMemoryBillingGateway } from '../../../../application/testing/in-memory-billing.gateway.ts'
import { InMemoryCreditLogGateway } from '../../../../application/testing/in-memory-credit-log.gateway.ts'
import type { InMemoryIdentity } from '../../../../application/testing/in-memory-identity.ts'
import { InMemorySearchLogGateway } from '../../../../application/testing/in-memory-search-log.gateway.ts'
import { InMemorySubscriptionGateway } from '../../../../application/testing/in-memory-subscription.gateway.ts'
import { ActivityTokens } from '../../../../composition/browser/activity.area.ts'
import { OrdersTokens } from '../../../../composition/browser/orders.area.ts'
import { PricingTokens } from '../../../../composition/browser/pricing.area.ts'
import { SessionTokens as T } from '../../../../composition/browser/session.area.ts'
import { SubscriptionTokens } from '../../../../composition/browser/subscription.area.ts'
import type { Language } from '../../../../domain/preferences/language.ts'
import { AppShell } from '../../../app-shell.tsx'
import { layeredResolver, renderApp, type TestRoute } from '../../../testing/render-app.tsx'
import { pageSearch, parsePageSearch } from '../../activity/page-search.ts'
import { signInResolver } from '../../auth/testing/auth-test-app.tsx'

/** A paged log page as its route renders it: the page from `?page=`, and paging by the address. */
export const PagedRoute = ({
  render,
}: {
  render: (page: number, onPageChange: (page: number) => void) => ReactElement
}) => {
  const search = useSearch({ strict: false })
  const navigate = useNavigate()
  const onPageChange = useCallback(
    (next: number) => void navigate({ to: '.', search: pageSearch(next) }),
    [navigate],
  )
  return render(parsePageSearch(search).page ?? 1, onPageChange)
}

export const renderBilling = async (options: {
  readonly identity: InMemoryIdentity
  readonly path: string
  readonly routes: readonly TestRoute[]
  readonly subscriptions?: InMemorySubscriptionGateway
  readonly searchLog?: InMemorySearchLogGateway
  readonly creditLog?: InMemoryCreditLogGateway
  readonly billing?: InMemoryBillingGateway
  /** The buyer's orders (the subscription page's payments). */
  readonly orders?: OrdersApi
  readonly language?: Language
}) => {
  // TEMPORARY until the billing pages are tested against the real service (issue 30 §2): no payments.
  const orders = options.orders ?? ({ ownOrders: async () => ({ data: [] }) } as unknown as OrdersApi)
  const subscriptions = options.subscriptions ?? new InMemorySubscriptionGateway()
  const searchLog = options.searchLog ?? new InMemorySearchLogGateway()
  const creditLog = options.creditLog ?? new InMemoryCreditLogGateway()
  const billing = options.billing ?? new InMemoryBillingGateway()
  const { resolver: signIn } = signInResolver(options.identity)
  const token = signIn.get(T.GetAccessToken) as GetAccessToken
  const resolver = layeredResolver(
    [
      [SubscriptionTokens.SubscriptionApi, authorised(token, subscriptions)],
      [ActivityTokens.SearchLogApi, authorised(token, searchLog)],
      [ActivityTokens.CreditLogApi, authorised(token, creditLog)],
      [OrdersTokens.OrdersApi, orders],
      [PricingTokens.PurchasePlan, new PurchasePlan(options.identity, token, billing)],
      [PricingTokens.CheckInviteCode, new CheckInviteCode(options.identity, token, billing)],
    ],
    signIn,
  )
  const app = await renderApp({
    resolver,
    path: options.path,
    ...(options.language === undefined ? {} : { language: options.language }),
    settleMs: 10,
    shell: (page) => <AppShell>{page}</AppShell>,
    routes: options.routes,
  })
  await app.settle()
  return { ...app, subscriptions, searchLog, creditLog, billing, orders }
}
