import type { Instant } from '../../../domain/shared/instant.ts'

/** A sign-in account of the embedded identity provider; `id` is the `sub` of the tokens it gets. */
export type Account = {
  readonly id: string
  /** As the person typed it; unique without regard to case. */
  readonly username: string
  readonly email: string | null
  readonly isAdmin: boolean
  readonly createdAt: Instant
}

/** An account with what proves it: a self-describing password hash (algorithm, cost, salt, hash). */
export type AccountWithSecret = Account & { readonly passwordHash: string }

/** Another account already has this username (in any letter case). */
export type UsernameTaken = { readonly _tag: 'UsernameTaken'; readonly username: string }

/**
 * The embedded provider's accounts. Usernames are unique case-insensitively, also under concurrency and
 * across processes: of racing creates of one name, one wins and the others get UsernameTaken.
 */
export interface AccountRepository {
  create(account: AccountWithSecret): Promise<Account | UsernameTaken>
  findById(id: string): Promise<Account | undefined>
  /** Case-insensitive; the only way to read a password hash. */
  findByUsername(username: string): Promise<AccountWithSecret | undefined>
  /** Whether any account exists (first start creates the first ones). */
  isEmpty(): Promise<boolean>
  /** The account with its password hash, to check the current password before a change. */
  findSecretById(id: string): Promise<AccountWithSecret | undefined>
  /** Sets (or, with null, removes) the address; the account as it is now, or undefined if unknown. */
  updateEmail(id: string, email: string | null): Promise<Account | undefined>
  /** Replaces the password hash; false when no account has this id. */
  updatePasswordHash(id: string, passwordHash: string): Promise<boolean>
}
