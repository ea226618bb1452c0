import type { ColumnType } from 'kysely'

/** The embedded identity provider's tables; migration 0007-identity. */
export interface IdentityTables {
  identity_accounts: IdentityAccountsTable
  oidc_payloads: OidcPayloadsTable
  identity_secrets: IdentitySecretsTable
}

export interface IdentityAccountsTable {
  /** The `sub` of the account's tokens (and so the id of its row in `users`). */
  id: string
  /** As typed; unique on lower(username). */
  username: string
  email: string | null
  /** scrypt$N$r$p$salt$hash */
  password_hash: string
  is_admin: boolean
  created_at: Date
}

/** Everything oidc-provider keeps (sessions, grants, codes, refresh tokens, interactions…), one row each. */
export interface OidcPayloadsTable {
  /** oidc-provider's model name: Session, Grant, AuthorizationCode, RefreshToken, Interaction… */
  model: string
  id: string
  payload: ColumnType<unknown, string, string>
  grant_id: string | null
  user_code: string | null
  uid: string | null
  expires_at: Date | null
  consumed_at: Date | null
}

/** Keys made once on first start (signing keys, cookie keys), so a restart signs no one out. */
export interface IdentitySecretsTable {
  name: string
  value: ColumnType<unknown, string, string>
  created_at: ColumnType<Date, Date | undefined, never>
}
