import { applies } from '../../domain/invitations/invitation.ts'
import { type InviteCodeRequired, requireInviteCode } from '../../domain/invitations/invite-code-input.ts'
import type { Fen } from '../../domain/shared/money.ts'
import type { InvitationRepository } from './ports/invitation.repository.port.ts'

export type InviteCodeCheck =
  | { readonly valid: true; readonly inviteCode: string; readonly discountAmount: Fen }
  | { readonly valid: false }

/**
 * The purchase dialog's "validate" button. Says only whether the code would take money off and how
 * much: unknown, inactive and deleted codes all read "invalid", and nothing about the distributor
 * leaves, so a signed-in user learns no more than trying the code at checkout would tell.
 */
export class ValidateInviteCode {
  constructor(private readonly invitations: InvitationRepository) {}

  async execute(input: string): Promise<InviteCodeCheck | InviteCodeRequired> {
    const code = requireInviteCode(input)
    if (typeof code !== 'string') return code
    const invitation = await this.invitations.findByCode(code)
    if (invitation === undefined || !applies(invitation)) return { valid: false }
    return { valid: true, inviteCode: invitation.inviteCode, discountAmount: invitation.discountAmount }
  }
}
