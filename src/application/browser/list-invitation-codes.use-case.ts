import type { GetAccessToken } from './get-access-token.use-case.ts'
import type { InvitationsGateway } from './ports/invitations.gateway.port.ts'
import { withAccessToken } from './with-access-token.ts'

/** The admin's invite codes, newest first. */
export class ListInvitationCodes {
  constructor(
    private readonly token: GetAccessToken,
    private readonly gateway: InvitationsGateway,
  ) {}

  execute() {
    return withAccessToken(this.token, (t) => this.gateway.list(t))
  }
}
