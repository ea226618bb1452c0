import { actorOf, invitationSnapshot, recordChange } from './audit-trail.ts'
import type { Caller } from './caller.ts'
import { type InvitationInput, saveInvitationDraft } from './invitation-draft.ts'
import type { InvalidInvitationInput } from './invitation-failures.ts'
import type { AuditLogRepository } from './ports/audit-log.repository.port.ts'
import type { Clock } from './ports/clock.port.ts'
import type { IdGenerator } from './ports/id-generator.port.ts'
import type {
  InvitationRepository,
  InviteCodeTaken,
  StoredInvitation,
} from './ports/invitation.repository.port.ts'
import type { Random } from './ports/random.port.ts'

/**
 * POST /invitation: a new invite code, active at once. Every invitation gets a distributor record of
 * its own (name, email, remark), edited together with it; none is shared by name. The audit log
 * records who created it, with what.
 */
export class CreateInvitation {
  constructor(
    private readonly invitations: InvitationRepository,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
    private readonly random: Random,
    private readonly audit: AuditLogRepository,
  ) {}

  async execute(
    caller: Caller,
    input: InvitationInput,
  ): Promise<StoredInvitation | InviteCodeTaken | InvalidInvitationInput> {
    const saved = await saveInvitationDraft(input, this.random, (draft) =>
      this.invitations.create(this.ids.next(), draft, this.clock.now()),
    )
    if (!('_tag' in saved))
      await recordChange(this.audit, {
        actor: actorOf(caller),
        action: 'invitation.create',
        targetId: saved.id,
        before: null,
        after: invitationSnapshot(saved),
        at: saved.createdAt,
      })
    return saved
  }
}
