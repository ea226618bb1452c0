import type { Generated } from 'kysely'

/** Distributors, their invite codes and each code's use on a paid order; migration 0004-invitations. */
export interface InvitationTables {
  distributors: DistributorsTable
  invitations: InvitationsTable
  invitation_usages: InvitationUsagesTable
}

export interface DistributorsTable {
  id: string
  name: string
  email: string | null
  remark: string | null
  created_at: Generated<Date>
}

export interface InvitationsTable {
  id: string
  distributor_id: string
  /** Normalised: trimmed, upper case. */
  invite_code: string
  discount_fen: number
  /** ACTIVE or INACTIVE. */
  status: Generated<string>
  created_by: string | null
  created_at: Date
  updated_at: Date
  deleted_at: Date | null
}

export interface InvitationUsagesTable {
  id: string
  invitation_id: string
  order_id: string
  user_id: string
  user_name: string
  user_email: string | null
  original_fen: number
  discount_fen: number
  final_fen: number
  created_at: Date
}
