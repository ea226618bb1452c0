import type { InvitationRepository, StoredInvitation } from './ports/invitation.repository.port.ts'

/** GET /invitation: every live invitation with its distributor, newest first (the admin table). */
export class ListInvitations {
  constructor(private readonly invitations: InvitationRepository) {}

  execute(): Promise<readonly StoredInvitation[]> {
    return this.invitations.list()
  }
}
