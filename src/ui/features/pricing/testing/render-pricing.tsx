// Test support, not product code: the pricing page over the real use cases, an in-memory identity and
// billing gateway, inside a memory-history router with the app's providers (query, alert, toasts).

import { CheckInviteCode } from '../../../../application/browser/check-invite-code.use-case.ts'
import type { GetAccessToken } from '../../../../application/browser/get-access-token.use-case.ts'
import { PurchasePlan } from '../../../../application/browser/purchase-plan.use-case.ts'
import { InMemoryBillingGateway } from '../../../../application/testing/in-memory-billing.gateway.ts'
import type { InMemoryIdentity } from '../../../../application/testing/in-memory-identity.ts'
import { PricingTokens } from '../../../../composition/browser/pricing.area.ts'
import { SessionTokens as T } from '../../../../composition/browser/session.area.ts'
import type { Language } from '../../../../domain/preferences/language.ts'
import { AppShell } from '../../../app-shell.tsx'
import { layeredResolver, renderApp } from '../../../testing/render-app.tsx'
import { signInResolver } from '../../auth/testing/auth-test-app.tsx'
import { PricingPage } from '../pricing-page.tsx'

export const renderPricing = async (options: {
  readonly identity: InMemoryIdentity
  readonly billing?: InMemoryBillingGateway
  readonly language?: Language
  readonly path?: string
  readonly cancelled?: boolean
}) => {
  const billing = options.billing ?? new InMemoryBillingGateway()
  const { resolver: signIn } = signInResolver(options.identity)
  const getAccessToken = signIn.get(T.GetAccessToken) as GetAccessToken
  const resolver = layeredResolver(
    [
      [PricingTokens.PurchasePlan, new PurchasePlan(options.identity, getAccessToken, billing)],
      [PricingTokens.CheckInviteCode, new CheckInviteCode(options.identity, getAccessToken, billing)],
    ],
    signIn,
  )
  const app = await renderApp({
    resolver,
    path: options.path ?? '/pricing',
    ...(options.language === undefined ? {} : { language: options.language }),
    settleMs: 10,
    shell: (page) => <AppShell>{page}</AppShell>,
    routes: [{ path: '/pricing', component: () => <PricingPage cancelled={options.cancelled ?? false} /> }],
  })
  await app.settle()
  return { billing, settle: app.settle, text: app.text, unmount: app.unmount }
}
