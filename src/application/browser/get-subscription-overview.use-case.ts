import type { GetAccessToken } from './get-access-token.use-case.ts'
import type { SubscriptionGateway } from './ports/subscription.gateway.port.ts'
import { withAccessToken } from './with-access-token.ts'

/** GET /payment/subscription: the current plan, what runs beside it, the history and the credits. */
export class GetSubscriptionOverview {
  constructor(
    private readonly token: GetAccessToken,
    private readonly gateway: SubscriptionGateway,
  ) {}

  execute() {
    return withAccessToken(this.token, (t) => this.gateway.overview(t))
  }
}
