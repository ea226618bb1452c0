import type { Invitation, InvitationStatus } from '../../../domain/invitations/invitation.ts'
import type { Instant } from '../../../domain/shared/instant.ts'
import type { Fen } from '../../../domain/shared/money.ts'

export type Distributor = {
  readonly id: string
  readonly name: string
  readonly email: string | null
  readonly remark: string | null
}

/** An invite code as the admin area lists it. */
export type StoredInvitation = Omit<Invitation, 'distributor'> & {
  readonly distributor: Distributor
  readonly updatedAt: Instant
}

/** One paid order that used a code, as GET /invitation/usage-history lists it. */
export type StoredUsage = {
  readonly id: string
  readonly invitationId: string
  readonly orderId: string
  readonly userId: string
  readonly userName: string
  readonly userEmail: string | null
  readonly originalAmount: Fen
  readonly discountAmount: Fen
  readonly finalAmount: Fen
  readonly createdAt: Instant
}

export type InvitationDraft = {
  readonly distributor: {
    readonly name: string
    readonly email: string | null
    readonly remark: string | null
  }
  /** Normalised (trimmed, upper case). */
  readonly inviteCode: string
  readonly discountAmount: Fen
}

/** A live (not deleted) invitation already holds the code. */
export type InviteCodeTaken = { readonly _tag: 'InviteCodeTaken'; readonly inviteCode: string }

/**
 * Distributors' invite codes. Codes are unique among live invitations and matched case-insensitively
 * (stored normalised). Deleting keeps the row for the usage history; a deleted invitation is invisible
 * to every other method, and its code may be given out again. Each invitation owns its distributor
 * record (created with it, edited with it, never shared), so `distributor.id` is stable across edits.
 * Uniqueness holds under concurrency, across processes: of racing writes of one code, one wins and
 * the others get InviteCodeTaken.
 */
export interface InvitationRepository {
  create(id: string, draft: InvitationDraft, now: Instant): Promise<StoredInvitation | InviteCodeTaken>
  /** Replaces distributor, code and discount; undefined when there is no such live invitation. */
  update(
    id: string,
    draft: InvitationDraft,
    now: Instant,
  ): Promise<StoredInvitation | InviteCodeTaken | undefined>
  setStatus(id: string, status: InvitationStatus, now: Instant): Promise<StoredInvitation | undefined>
  /** Whether a live invitation was deleted. */
  delete(id: string, now: Instant): Promise<boolean>
  find(id: string): Promise<StoredInvitation | undefined>
  /**
   * The live invitation holding the code, whatever its status (callers check `applies`). The code is
   * normalised here too, so a raw code as typed at checkout finds its invitation.
   */
  findByCode(inviteCode: string): Promise<StoredInvitation | undefined>
  /** Newest first. */
  list(): Promise<readonly StoredInvitation[]>
  /** Newest first; none for an unknown or deleted invitation. Status does not hide history. */
  usageHistory(invitationId: string): Promise<readonly StoredUsage[]>
}
