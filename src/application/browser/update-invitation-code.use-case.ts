import type { GetAccessToken } from './get-access-token.use-case.ts'
import type { InvitationCodeForm, InvitationsGateway } from './ports/invitations.gateway.port.ts'
import { withAccessToken } from './with-access-token.ts'

/** Replaces an invite code's distributor, code and discount (SPEC §5); its status stays. */
export class UpdateInvitationCode {
  constructor(
    private readonly token: GetAccessToken,
    private readonly gateway: InvitationsGateway,
  ) {}

  execute(input: { readonly id: string; readonly form: InvitationCodeForm }) {
    return withAccessToken(this.token, (t) => this.gateway.update(t, input.id, input.form))
  }
}
