// Test support, not product code: a user's subscriptions made the way they are made (orders paid through
// the sandbox notification, a CUSTOM grant by an administrator) on a service whose clock the test sets,
// so plans start, expire and are replaced at known times.
import { contractClient } from '../../adapters/browser/http/contract-client.ts'
import { injectTransport } from '../../adapters/browser/http/inject-transport.ts'
import { grantCredits } from '../../adapters/http-contract/admin.ts'
import { subscriptionOverview } from '../../adapters/http-contract/payment.ts'
import { isCallFailure } from '../../application/browser/ports/api-call-failed.ts'
import type { Clock } from '../../application/server/ports/clock.port.ts'
import type { CreditKind } from '../../domain/credits/credit-kind.ts'
import { type Instant, instant } from '../../domain/shared/instant.ts'
import type { Fen } from '../../domain/shared/money.ts'
import type { InProcessApi } from './in-process-api.fixture.ts'

/** The service's clock in a test: standing at a set time, or following the system's. */
export const settableClock = () => {
  let at: Instant | null = null
  const clock: Clock & { set(ms: number): void; follow(): void } = {
    now: () => at ?? instant(Date.now()),
    set: (ms) => {
      at = instant(ms)
    },
    follow: () => {
      at = null
    },
  }
  return clock
}

/** An administrator's CUSTOM grant (SPEC: credits agreed with sales) at an agreed price, Forever. */
export const aCustomGrant = async (
  api: InProcessApi,
  userId: string,
  grants: readonly { readonly kind: CreditKind; readonly quantity: number }[],
  price: Fen,
) => {
  const admin = contractClient({ grantCredits }, injectTransport(api.app), () =>
    api.token('subscription-world-admin', { roles: ['admin'] }),
  )
  const granted = await admin.grantCredits({ params: { id: userId }, body: { grants, price } })
  if (isCallFailure(granted)) throw new Error(`the grant failed: ${JSON.stringify(granted)}`)
}

/** The user's overview as the service answers it now. */
export const overviewOf = async (api: InProcessApi, token: string) => {
  const overview = await contractClient(
    { subscriptionOverview },
    injectTransport(api.app),
    async () => token,
  ).subscriptionOverview()
  if (isCallFailure(overview)) throw new Error(`the overview failed: ${JSON.stringify(overview)}`)
  return overview
}
