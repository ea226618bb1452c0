// Test support, not product code: the pricing page against the real service (its routes through the
// browser's own contract client), an in-memory identity, inside a memory-history router with the app's
// providers (query, alert, toasts).

import { contractClient } from '../../../../adapters/browser/http/contract-client.ts'
import { injectTransport } from '../../../../adapters/browser/http/inject-transport.ts'
import type { Transport } from '../../../../adapters/browser/http/wire-transport.ts'
import * as Invitation from '../../../../adapters/http-contract/invitation.ts'
import * as Payment from '../../../../adapters/http-contract/payment.ts'
import { CheckInviteCode } from '../../../../application/browser/check-invite-code.use-case.ts'
import type { GetAccessToken } from '../../../../application/browser/get-access-token.use-case.ts'
import { PurchasePlan } from '../../../../application/browser/purchase-plan.use-case.ts'
import type { InMemoryIdentity } from '../../../../application/testing/in-memory-identity.ts'
import { PricingTokens } from '../../../../composition/browser/pricing.area.ts'
import { SessionTokens as T } from '../../../../composition/browser/session.area.ts'
import type { Language } from '../../../../domain/preferences/language.ts'
import { AppShell } from '../../../app-shell.tsx'
import type { RealApi } from '../../../testing/real-api.fixture.ts'
import { layeredResolver, renderApp } from '../../../testing/render-app.tsx'
import { signInResolver } from '../../auth/testing/auth-test-app.tsx'
import { PricingPage } from '../pricing-page.tsx'

export const renderPricing = async (options: {
  readonly api: RealApi
  readonly identity: InMemoryIdentity
  /** How the calls travel: the real routes by default (a failingTransport over them to make one fail). */
  readonly transport?: Transport
  readonly language?: Language
  readonly path?: string
  readonly cancelled?: boolean
}) => {
  const { resolver: signIn } = signInResolver(options.identity)
  const getAccessToken = signIn.get(T.GetAccessToken) as GetAccessToken
  const transport = options.transport ?? injectTransport(options.api.app)
  const token = () => getAccessToken.execute()
  const resolver = layeredResolver(
    [
      [
        PricingTokens.PurchasePlan,
        new PurchasePlan(options.identity, contractClient(Payment, transport, token)),
      ],
      [
        PricingTokens.CheckInviteCode,
        new CheckInviteCode(options.identity, contractClient(Invitation, transport, token)),
      ],
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
  return { settle: app.settle, text: app.text, unmount: app.unmount }
}
