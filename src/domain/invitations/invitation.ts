import type { Instant } from '../shared/instant.ts'
import type { Fen } from '../shared/money.ts'
import { applyDiscount, type DiscountBreakdown, noDiscount } from './discount.ts'

// Upper case like the spec's other statuses (ACTIVE, CANCELLED).
export const INVITATION_STATUSES = ['ACTIVE', 'INACTIVE'] as const
export type InvitationStatus = (typeof INVITATION_STATUSES)[number]

export type Invitation = {
  readonly id: string
  readonly distributor: { readonly name: string }
  readonly inviteCode: string
  readonly discountAmount: Fen
  readonly status: InvitationStatus
  readonly createdAt: Instant
}

/** Only an active code takes money off; an inactive one is kept for its history. */
export const applies = (invitation: Pick<Invitation, 'status'>): boolean => invitation.status === 'ACTIVE'

export const toggledStatus = (status: InvitationStatus): InvitationStatus =>
  status === 'ACTIVE' ? 'INACTIVE' : 'ACTIVE'

/** The price of an order with an optional invitation: no code or an inactive one means no discount. */
export const priceWithInvitation = (
  original: Fen,
  invitation: Pick<Invitation, 'status' | 'discountAmount'> | undefined,
): DiscountBreakdown =>
  invitation !== undefined && applies(invitation)
    ? applyDiscount(original, invitation.discountAmount)
    : noDiscount(original)
