import type { GetAccessToken } from './get-access-token.use-case.ts'
import type { UserAdminGateway } from './ports/user-admin.gateway.port.ts'
import { withAccessToken } from './with-access-token.ts'

/** One page of users with role, plan and credits left (admins only). */
export class ListUserAccounts {
  constructor(
    private readonly token: GetAccessToken,
    private readonly gateway: UserAdminGateway,
  ) {}

  execute(page: number) {
    return withAccessToken(this.token, (t) => this.gateway.list(t, page))
  }
}
