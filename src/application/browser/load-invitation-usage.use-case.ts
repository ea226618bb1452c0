import type { GetAccessToken } from './get-access-token.use-case.ts'
import type { InvitationsGateway } from './ports/invitations.gateway.port.ts'
import { withAccessToken } from './with-access-token.ts'

/** The paid orders that used one invite code, newest first. */
export class LoadInvitationUsage {
  constructor(
    private readonly token: GetAccessToken,
    private readonly gateway: InvitationsGateway,
  ) {}

  execute(invitationId: string) {
    return withAccessToken(this.token, (t) => this.gateway.usageHistory(t, invitationId))
  }
}
