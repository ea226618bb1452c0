import type { GetAccessToken } from './get-access-token.use-case.ts'
import type { OutboxGateway } from './ports/outbox.gateway.port.ts'
import { withAccessToken } from './with-access-token.ts'

/** GET /admin/outbox?page=: one page of the mail the service sent (administrators). */
export class ListOutboxMail {
  constructor(
    private readonly token: GetAccessToken,
    private readonly gateway: OutboxGateway,
  ) {}

  execute(page: number) {
    return withAccessToken(this.token, (t) => this.gateway.page(t, page))
  }
}
