import type { InvitationStatus } from '../../domain/invitations/invitation.ts'
import { type InvitationNotFound, invitationNotFound } from './invitation-failures.ts'
import type { Clock } from './ports/clock.port.ts'
import type { InvitationRepository, StoredInvitation } from './ports/invitation.repository.port.ts'

/**
 * The admin table's active/inactive switch. The caller names the status it wants rather than asking
 * for a flip, so a retried or doubled request lands where the admin meant, not back where it started.
 */
export class SetInvitationStatus {
  constructor(
    private readonly invitations: InvitationRepository,
    private readonly clock: Clock,
  ) {}

  async execute(id: string, status: InvitationStatus): Promise<StoredInvitation | InvitationNotFound> {
    return (await this.invitations.setStatus(id, status, this.clock.now())) ?? invitationNotFound(id)
  }
}
