import { actorOf, invitationSnapshot, recordChange } from './audit-trail.ts'
import type { Caller } from './caller.ts'
import { type InvitationInput, saveInvitationDraft } from './invitation-draft.ts'
import {
  type InvalidInvitationInput,
  type InvitationNotFound,
  invitationNotFound,
} from './invitation-failures.ts'
import type { AuditLogRepository } from './ports/audit-log.repository.port.ts'
import type { Clock } from './ports/clock.port.ts'
import type {
  InvitationRepository,
  InviteCodeTaken,
  StoredInvitation,
} from './ports/invitation.repository.port.ts'
import type { Random } from './ports/random.port.ts'

/**
 * PUT /invitation/{id}: replaces distributor, code and discount (SPEC §5: editing updates all three).
 * The same rules as creating, so an emptied code box draws a new code; status and creation time stay.
 * The audit log records the fields the edit changed, before and after.
 */
export class UpdateInvitation {
  constructor(
    private readonly invitations: InvitationRepository,
    private readonly clock: Clock,
    private readonly random: Random,
    private readonly audit: AuditLogRepository,
  ) {}

  async execute(
    caller: Caller,
    id: string,
    input: InvitationInput,
  ): Promise<StoredInvitation | InviteCodeTaken | InvalidInvitationInput | InvitationNotFound> {
    // Read just before the write, once the form is valid: an edit racing this one between the two
    // could be credited to both entries, but no change goes unrecorded.
    let before: StoredInvitation | undefined
    const saved = await saveInvitationDraft(input, this.random, async (draft) => {
      before = await this.invitations.find(id)
      return this.invitations.update(id, draft, this.clock.now())
    })
    if (saved === undefined) return invitationNotFound(id)
    if (!('_tag' in saved))
      await recordChange(this.audit, {
        actor: actorOf(caller),
        action: 'invitation.update',
        targetId: id,
        before: before === undefined ? null : invitationSnapshot(before),
        after: invitationSnapshot(saved),
        at: saved.updatedAt,
      })
    return saved
  }
}
