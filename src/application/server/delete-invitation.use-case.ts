import { type InvitationNotFound, invitationNotFound } from './invitation-failures.ts'
import type { Clock } from './ports/clock.port.ts'
import type { InvitationRepository } from './ports/invitation.repository.port.ts'

export type InvitationDeleted = { readonly _tag: 'InvitationDeleted'; readonly id: string }

/**
 * DELETE /invitation/{id}. The row stays (soft delete) so the usage history and the orders it explains
 * stay whole; the code is free for a new invitation at once. Deleting again answers "not found".
 */
export class DeleteInvitation {
  constructor(
    private readonly invitations: InvitationRepository,
    private readonly clock: Clock,
  ) {}

  async execute(id: string): Promise<InvitationDeleted | InvitationNotFound> {
    const deleted = await this.invitations.delete(id, this.clock.now())
    return deleted ? { _tag: 'InvitationDeleted', id } : invitationNotFound(id)
  }
}
