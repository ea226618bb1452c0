import type { GetAccessToken } from './get-access-token.use-case.ts'
import type { CreditLogGateway } from './ports/credit-log.gateway.port.ts'
import { withAccessToken } from './with-access-token.ts'

/** GET /payment/credit-log?page=: one page of the itemised credit log. */
export class ListCreditCharges {
  constructor(
    private readonly token: GetAccessToken,
    private readonly gateway: CreditLogGateway,
  ) {}

  execute(page: number) {
    return withAccessToken(this.token, (t) => this.gateway.page(t, page))
  }
}
