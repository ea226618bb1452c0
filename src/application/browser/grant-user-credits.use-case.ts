import type { GetAccessToken } from './get-access-token.use-case.ts'
import type { CreditGrantRequest, UserAdminGateway } from './ports/user-admin.gateway.port.ts'
import { withAccessToken } from './with-access-token.ts'

/** Grants a user CUSTOM credits agreed with sales; answers the user as they are afterwards. */
export class GrantUserCredits {
  constructor(
    private readonly token: GetAccessToken,
    private readonly gateway: UserAdminGateway,
  ) {}

  execute(input: { readonly userId: string; readonly request: CreditGrantRequest }) {
    return withAccessToken(this.token, (t) => this.gateway.grantCredits(t, input.userId, input.request))
  }
}
