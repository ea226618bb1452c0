import type { InvitationStatus } from '../../domain/invitations/invitation.ts'
import type { GetAccessToken } from './get-access-token.use-case.ts'
import type { InvitationsGateway } from './ports/invitations.gateway.port.ts'
import { withAccessToken } from './with-access-token.ts'

/** Sets a code ACTIVE or INACTIVE: the status is named, not flipped, so a retried call cannot undo itself. */
export class SetInvitationCodeStatus {
  constructor(
    private readonly token: GetAccessToken,
    private readonly gateway: InvitationsGateway,
  ) {}

  execute(input: { readonly id: string; readonly status: InvitationStatus }) {
    return withAccessToken(this.token, (t) => this.gateway.setStatus(t, input.id, input.status))
  }
}
