import type { GetAccessToken } from './get-access-token.use-case.ts'
import type { SubscriptionGateway } from './ports/subscription.gateway.port.ts'
import { withAccessToken } from './with-access-token.ts'

/** POST /payment/subscription/cancel: the plan stays usable until its expiry date (PRODUCT.md). */
export class CancelPlan {
  constructor(
    private readonly token: GetAccessToken,
    private readonly gateway: SubscriptionGateway,
  ) {}

  execute(subscriptionId: string) {
    return withAccessToken(this.token, (t) => this.gateway.cancel(t, subscriptionId))
  }
}
