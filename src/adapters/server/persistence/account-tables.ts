import type { Generated } from 'kysely'

/** Users (one per token subject) and their subscriptions; created by migration 0002-accounts. */
export interface AccountTables {
  users: UsersTable
  subscriptions: SubscriptionsTable
}

export interface UsersTable {
  /** The access token's `sub`. */
  id: string
  created_at: Generated<Date>
  username: Generated<string>
  email: string | null
  avatar: string | null
  /** The role the last verified token carried; the token, not this column, decides each request. */
  is_admin: Generated<boolean>
  /** Set by onboarding (answers or skip); null means the first-login dialog is still owed. */
  collection_id: string | null
  /** The onboarding answers as sent, or null when skipped or not yet given. */
  onboarding: unknown | null
  last_seen_at: Generated<Date>
}

export interface SubscriptionsTable {
  id: string
  user_id: string
  /** A PlanType. */
  plan_type: string
  /** ACTIVE or CANCELLED; EXPIRED is derived from expiry_date. */
  state: string
  start_date: Date
  expiry_date: Date | null
  price_fen: number
  amount_fen: number
  ended_at: Date | null
  created_at: Generated<Date>
}
