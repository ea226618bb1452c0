import type { GetAccessToken } from './get-access-token.use-case.ts'
import type { SearchLogGateway } from './ports/search-log.gateway.port.ts'
import { withAccessToken } from './with-access-token.ts'

/** GET /contact/history?page=: one page of the search log. */
export class ListSearchLog {
  constructor(
    private readonly token: GetAccessToken,
    private readonly gateway: SearchLogGateway,
  ) {}

  execute(page: number) {
    return withAccessToken(this.token, (t) => this.gateway.page(t, page))
  }
}
