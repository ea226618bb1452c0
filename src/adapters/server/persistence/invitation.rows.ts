import type { Insertable, Selectable } from 'kysely'
import type {
  InvitationDraft,
  StoredInvitation,
  StoredUsage,
} from '../../../application/server/ports/invitation.repository.port.ts'
import { INVITATION_STATUSES, type InvitationStatus } from '../../../domain/invitations/invitation.ts'
import { type Instant, toDate } from '../../../domain/shared/instant.ts'
import { fen } from '../../../domain/shared/money.ts'
import { instantOf } from './credit-ledger.rows.ts'
import type { DistributorsTable, InvitationsTable, InvitationUsagesTable } from './invitation-tables.ts'

// Rows are a boundary (DESIGN rule 13): a status the domain does not know means schema and code
// disagree, a defect, so it throws rather than travelling on.
const statusOf = (value: string): InvitationStatus => {
  const status = INVITATION_STATUSES.find((s) => s === value)
  if (status === undefined) throw new Error(`unknown invitation status in the database: ${value}`)
  return status
}

/** An invitation joined with its distributor; the distributor's columns carry a `distributor_` prefix. */
export type InvitationRow = Selectable<InvitationsTable> & {
  readonly distributor_name: string
  readonly distributor_email: string | null
  readonly distributor_remark: string | null
}

export const invitationFromRow = (row: InvitationRow): StoredInvitation => ({
  id: row.id,
  distributor: {
    id: row.distributor_id,
    name: row.distributor_name,
    email: row.distributor_email,
    remark: row.distributor_remark,
  },
  inviteCode: row.invite_code,
  discountAmount: fen(row.discount_fen),
  status: statusOf(row.status),
  createdAt: instantOf(row.created_at),
  updatedAt: instantOf(row.updated_at),
})

export const distributorToRow = (
  id: string,
  draft: InvitationDraft,
  now: Instant,
): Insertable<DistributorsTable> => ({ id, ...draft.distributor, created_at: toDate(now) })

export const invitationToRow = (
  id: string,
  draft: InvitationDraft,
  now: Instant,
): Insertable<InvitationsTable> => ({
  id,
  // One distributor per invitation (see KyselyInvitationRepository), keyed by the invitation's id.
  distributor_id: id,
  invite_code: draft.inviteCode,
  discount_fen: draft.discountAmount,
  status: 'ACTIVE',
  created_by: null,
  created_at: toDate(now),
  updated_at: toDate(now),
  deleted_at: null,
})

export const usageFromRow = (row: Selectable<InvitationUsagesTable>): StoredUsage => ({
  id: row.id,
  invitationId: row.invitation_id,
  orderId: row.order_id,
  userId: row.user_id,
  userName: row.user_name,
  userEmail: row.user_email,
  originalAmount: fen(row.original_fen),
  discountAmount: fen(row.discount_fen),
  finalAmount: fen(row.final_fen),
  createdAt: instantOf(row.created_at),
})

/** For order settlement, which writes usages (and for tests that seed them). */
export const usageToRow = (usage: StoredUsage): Insertable<InvitationUsagesTable> => ({
  id: usage.id,
  invitation_id: usage.invitationId,
  order_id: usage.orderId,
  user_id: usage.userId,
  user_name: usage.userName,
  user_email: usage.userEmail,
  original_fen: usage.originalAmount,
  discount_fen: usage.discountAmount,
  final_fen: usage.finalAmount,
  created_at: toDate(usage.createdAt),
})
