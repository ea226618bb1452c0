import type { Generated } from 'kysely'

/** Opt-out requests and the hashed suppression list; created by migration 0009-opt-out. */
export interface OptOutTables {
  opt_out_requests: OptOutRequestsTable
  suppressed_identifiers: SuppressedIdentifiersTable
  suppression_pepper: SuppressionPepperTable
  /** Migration 0017-opt-out-reviews. */
  opt_out_reviews: OptOutReviewsTable
}

export interface OptOutReviewsTable {
  id: string
  /** While pending; null once decided (and so are the requester's address and words). */
  profile_id: string | null
  requester_email: string | null
  relationship: string | null
  requested_at: Date
  /** 'approve' or 'reject', once decided. */
  decision: string | null
  decided_at: Date | null
}

export interface OptOutRequestsTable {
  /** SHA-256 (hex) of the link's token; the token itself is never stored. */
  token_hash: string
  /** The normalised ProfileId while pending; null once confirmed. */
  profile_id: string | null
  /** The lower-cased address while pending; null once confirmed. */
  email: string | null
  requested_at: Date
  expires_at: Date
  confirmed_at: Date | null
}

export interface SuppressedIdentifiersTable {
  /** A SuppressionKey: 64 hex digits. */
  key: string
  /** 'profile' or 'email'. */
  kind: string
  suppressed_at: Date
}

export interface SuppressionPepperTable {
  id: Generated<boolean>
  pepper_check: string
}
