import type { InvitationStatus } from '../../../domain/invitations/invitation.ts'
import type { Instant } from '../../../domain/shared/instant.ts'
import type { Fen } from '../../../domain/shared/money.ts'
import type { ApiCallFailed } from './api-call-failed.ts'

/** An invite code as the admin list shows it (GET /api/invitation); money in fen, times as instants. */
export type InvitationCode = {
  readonly id: string
  readonly distributor: {
    readonly id: string
    readonly name: string
    readonly email: string | null
    readonly remark: string | null
  }
  readonly inviteCode: string
  readonly discountAmount: Fen
  readonly status: InvitationStatus
  readonly createdAt: Instant
  readonly updatedAt: Instant
}

/**
 * The create/edit form as sent (POST and PUT take the same body). An empty or absent code asks the
 * service to generate one; email and remark are optional.
 */
export type InvitationCodeForm = {
  readonly distributorName: string
  readonly discountAmount: Fen
  readonly inviteCode?: string
  readonly distributorEmail?: string | null
  readonly remark?: string | null
}

/** One paid order that used a code (GET /api/invitation/usage-history). */
export type InvitationUsageRecord = {
  readonly id: string
  readonly userName: string
  readonly userEmail: string | null
  readonly originalAmount: Fen
  readonly discountAmount: Fen
  readonly finalAmount: Fen
  readonly createdAt: Instant
}

/** What a delete answers: the id that is gone. */
export type DeletedInvitation = { readonly deleted: string }

/** The admin's invite-code calls. Refusals come back as ApiCallFailed with the service's code and message. */
export interface InvitationsGateway {
  list(accessToken: string): Promise<readonly InvitationCode[] | ApiCallFailed>
  create(accessToken: string, form: InvitationCodeForm): Promise<InvitationCode | ApiCallFailed>
  update(accessToken: string, id: string, form: InvitationCodeForm): Promise<InvitationCode | ApiCallFailed>
  remove(accessToken: string, id: string): Promise<DeletedInvitation | ApiCallFailed>
  setStatus(
    accessToken: string,
    id: string,
    status: InvitationStatus,
  ): Promise<InvitationCode | ApiCallFailed>
  usageHistory(
    accessToken: string,
    invitationId: string,
  ): Promise<readonly InvitationUsageRecord[] | ApiCallFailed>
}
