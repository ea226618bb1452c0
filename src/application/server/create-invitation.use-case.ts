import { type InvitationInput, saveInvitationDraft } from './invitation-draft.ts'
import type { InvalidInvitationInput } from './invitation-failures.ts'
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
 * its own (name, email, remark), edited together with it; none is shared by name.
 */
export class CreateInvitation {
  constructor(
    private readonly invitations: InvitationRepository,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
    private readonly random: Random,
  ) {}

  execute(input: InvitationInput): Promise<StoredInvitation | InviteCodeTaken | InvalidInvitationInput> {
    return saveInvitationDraft(input, this.random, (draft) =>
      this.invitations.create(this.ids.next(), draft, this.clock.now()),
    )
  }
}
