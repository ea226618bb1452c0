import { actorOf, invitationSnapshot, recordChange } from './audit-trail.ts'
import type { Caller } from './caller.ts'
import { type InvitationNotFound, invitationNotFound } from './invitation-failures.ts'
import type { AuditLogRepository } from './ports/audit-log.repository.port.ts'
import type { Clock } from './ports/clock.port.ts'
import type { InvitationRepository } from './ports/invitation.repository.port.ts'

export type InvitationDeleted = { readonly _tag: 'InvitationDeleted'; readonly id: string }

/**
 * DELETE /invitation/{id}. The row stays (soft delete) so the usage history and the orders it explains
 * stay whole; the code is free for a new invitation at once. Deleting again answers "not found". The
 * audit log keeps what the invitation was, so the entry reads without it.
 */
export class DeleteInvitation {
  constructor(
    private readonly invitations: InvitationRepository,
    private readonly clock: Clock,
    private readonly audit: AuditLogRepository,
  ) {}

  async execute(caller: Caller, id: string): Promise<InvitationDeleted | InvitationNotFound> {
    const before = await this.invitations.find(id)
    if (before === undefined) return invitationNotFound(id)
    const now = this.clock.now()
    if (!(await this.invitations.delete(id, now))) return invitationNotFound(id)
    await recordChange(this.audit, {
      actor: actorOf(caller),
      action: 'invitation.delete',
      targetId: id,
      before: invitationSnapshot(before),
      after: null,
      at: now,
    })
    return { _tag: 'InvitationDeleted', id }
  }
}
