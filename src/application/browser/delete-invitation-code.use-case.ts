import type { GetAccessToken } from './get-access-token.use-case.ts'
import type { InvitationsGateway } from './ports/invitations.gateway.port.ts'
import { withAccessToken } from './with-access-token.ts'

/** Deletes an invite code; the service keeps its usage history. */
export class DeleteInvitationCode {
  constructor(
    private readonly token: GetAccessToken,
    private readonly gateway: InvitationsGateway,
  ) {}

  execute(id: string) {
    return withAccessToken(this.token, (t) => this.gateway.remove(t, id))
  }
}
