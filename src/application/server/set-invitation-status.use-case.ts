import type { InvitationStatus } from '../../domain/invitations/invitation.ts'
import { actorOf, recordChange } from './audit-trail.ts'
import type { Caller } from './caller.ts'
import { type InvitationNotFound, invitationNotFound } from './invitation-failures.ts'
import type { AuditLogRepository } from './ports/audit-log.repository.port.ts'
import type { Clock } from './ports/clock.port.ts'
import type { InvitationRepository, StoredInvitation } from './ports/invitation.repository.port.ts'

/**
 * The admin table's active/inactive switch. The caller names the status it wants rather than asking
 * for a flip, so a retried or doubled request lands where the admin meant, not back where it started
 * (and, changing nothing, adds nothing to the audit log).
 */
export class SetInvitationStatus {
  constructor(
    private readonly invitations: InvitationRepository,
    private readonly clock: Clock,
    private readonly audit: AuditLogRepository,
  ) {}

  async execute(
    caller: Caller,
    id: string,
    status: InvitationStatus,
  ): Promise<StoredInvitation | InvitationNotFound> {
    const before = await this.invitations.find(id)
    if (before === undefined) return invitationNotFound(id)
    const saved = await this.invitations.setStatus(id, status, this.clock.now())
    if (saved === undefined) return invitationNotFound(id)
    await recordChange(this.audit, {
      actor: actorOf(caller),
      action: 'invitation.status',
      targetId: id,
      before: { status: before.status },
      after: { status: saved.status },
      at: saved.updatedAt,
    })
    return saved
  }
}
