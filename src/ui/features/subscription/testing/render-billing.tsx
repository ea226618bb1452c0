// Test support, not product code: the dashboard's billing pages against the real service (its routes, its
// database, through the browser's own contract client), signed in as a test account, inside a
// memory-history router with the app's providers.

import { useNavigate, useSearch } from '@tanstack/react-router'
import { type ReactElement, useCallback } from 'react'
import { contractClient } from '../../../../adapters/browser/http/contract-client.ts'
import { injectTransport } from '../../../../adapters/browser/http/inject-transport.ts'
import type { Transport } from '../../../../adapters/browser/http/wire-transport.ts'
import * as Contacts from '../../../../adapters/http-contract/contacts.ts'
import * as Invitation from '../../../../adapters/http-contract/invitation.ts'
import * as Orders from '../../../../adapters/http-contract/orders.ts'
import * as Payment from '../../../../adapters/http-contract/payment.ts'
import { CheckInviteCode } from '../../../../application/browser/check-invite-code.use-case.ts'
import type { GetAccessToken } from '../../../../application/browser/get-access-token.use-case.ts'
import { PurchasePlan } from '../../../../application/browser/purchase-plan.use-case.ts'
import { InMemoryIdentity, type TestAccount } from '../../../../application/testing/in-memory-identity.ts'
import { ActivityTokens } from '../../../../composition/browser/activity.area.ts'
import { OrdersTokens } from '../../../../composition/browser/orders.area.ts'
import { PricingTokens } from '../../../../composition/browser/pricing.area.ts'
import { SessionTokens as T } from '../../../../composition/browser/session.area.ts'
import { SubscriptionTokens } from '../../../../composition/browser/subscription.area.ts'
import type { Language } from '../../../../domain/preferences/language.ts'
import { AppShell } from '../../../app-shell.tsx'
import { type RealApi, tokenFor } from '../../../testing/real-api.fixture.ts'
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
  readonly api: RealApi
  /** Signed in as this account (with a token the service accepts); nobody when absent. */
  readonly account?: TestAccount
  readonly path: string
  readonly routes: readonly TestRoute[]
  /** How the calls travel: the real routes by default (a failingTransport over them to make one fail). */
  readonly transport?: Transport
  readonly language?: Language
}) => {
  const identity = new InMemoryIdentity()
  if (options.account !== undefined)
    identity.signInDirectly(options.account, await tokenFor(options.api, options.account))
  const { resolver: signIn } = signInResolver(identity)
  const getToken = signIn.get(T.GetAccessToken) as GetAccessToken
  const transport = options.transport ?? injectTransport(options.api.app)
  // Every area as the container binds it: the contract's calls, the token taken as the page takes it.
  const calls = <Module extends object>(module: Module) =>
    contractClient(module, transport, () => getToken.execute())
  const payment = calls(Payment)
  const resolver = layeredResolver(
    [
      [SubscriptionTokens.SubscriptionApi, payment],
      [ActivityTokens.SearchLogApi, calls(Contacts)],
      [ActivityTokens.CreditLogApi, payment],
      [OrdersTokens.OrdersApi, calls(Orders)],
      [PricingTokens.PurchasePlan, new PurchasePlan(identity, payment)],
      [PricingTokens.CheckInviteCode, new CheckInviteCode(identity, calls(Invitation))],
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
  return { ...app, identity }
}
