import { type InvitationInput, saveInvitationDraft } from './invitation-draft.ts'
import {
  type InvalidInvitationInput,
  type InvitationNotFound,
  invitationNotFound,
} from './invitation-failures.ts'
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
 */
export class UpdateInvitation {
  constructor(
    private readonly invitations: InvitationRepository,
    private readonly clock: Clock,
    private readonly random: Random,
  ) {}

  async execute(
    id: string,
    input: InvitationInput,
  ): Promise<StoredInvitation | InviteCodeTaken | InvalidInvitationInput | InvitationNotFound> {
    const saved = await saveInvitationDraft(input, this.random, (draft) =>
      this.invitations.update(id, draft, this.clock.now()),
    )
    return saved ?? invitationNotFound(id)
  }
}
