import type { InvalidDiscountAmount } from '../../domain/invitations/discount-amount.ts'
import type { InvalidDistributorEmail } from '../../domain/invitations/distributor-email.ts'
import type { InvalidDistributorName } from '../../domain/invitations/distributor-name.ts'
import type { InvalidInviteCode } from '../../domain/invitations/invite-code-input.ts'

// The expected failures of the invitation use cases, as tagged values (DESIGN rule 3). The HTTP side
// maps each tag to a status in one table (invitation.failures.ts).

/** No live invitation has this id: never created, or deleted. */
export type InvitationNotFound = { readonly _tag: 'InvitationNotFound'; readonly id: string }
export const invitationNotFound = (id: string): InvitationNotFound => ({ _tag: 'InvitationNotFound', id })

/** Whatever the create/edit form can get wrong; each carries the domain's failure code. */
export type InvalidInvitationInput =
  | InvalidInviteCode
  | InvalidDiscountAmount
  | InvalidDistributorName
  | InvalidDistributorEmail
