import { type InvitationNotFound, invitationNotFound } from './invitation-failures.ts'
import type { InvitationRepository, StoredUsage } from './ports/invitation.repository.port.ts'

/**
 * GET /invitation/usage-history: the paid orders that used one code, newest first. An unknown (or
 * deleted) invitation is "not found" rather than an empty list, so a stale admin table notices.
 */
export class InvitationUsageHistory {
  constructor(private readonly invitations: InvitationRepository) {}

  async execute(invitationId: string): Promise<readonly StoredUsage[] | InvitationNotFound> {
    const invitation = await this.invitations.find(invitationId)
    if (invitation === undefined) return invitationNotFound(invitationId)
    return this.invitations.usageHistory(invitationId)
  }
}
