import type { ApiKeyScope } from '../../../domain/api-keys/api-key.ts'
import type { Instant } from '../../../domain/shared/instant.ts'
import type { UserId } from './credit-ledger.repository.port.ts'
import type { UserProfile } from './user.repository.port.ts'

/** A key as stored: never its secret, only the secret's SHA-256. */
export type StoredApiKey = {
  /** The public part of the key (`ll_live_<id>_…`). */
  readonly id: string
  readonly userId: UserId
  readonly name: string
  readonly scopes: readonly ApiKeyScope[]
  readonly secretHash: string
  readonly createdAt: Instant
  readonly lastUsedAt: Instant | null
  readonly revokedAt: Instant | null
  /** Calls made with it in `usageMonth` (UTC `YYYY-MM`); a list of another month reads 0. */
  readonly requests: number
  readonly usageMonth: string | null
}

export type NewApiKey = Omit<StoredApiKey, 'lastUsedAt' | 'revokedAt' | 'requests' | 'usageMonth'>

/** A key with the user it acts as, as recorded now (their role decides the admin scope). */
export type KeyHolder = { readonly key: StoredApiKey; readonly user: UserProfile }

/** Calls made with one key since the last write. */
export type KeyUse = {
  readonly id: string
  readonly calls: number
  readonly lastUsedAt: Instant
  readonly month: string
}

export interface ApiKeyRepository {
  create(key: NewApiKey): Promise<void>
  /** Keys not revoked. */
  countLive(userId: UserId): Promise<number>
  /** By the key's public id, revoked or not; undefined when there is none. */
  findWithUser(id: string): Promise<KeyHolder | undefined>
  /** The user's keys, newest first, revoked ones included. */
  list(userId: UserId): Promise<readonly StoredApiKey[]>
  /** Revokes the user's live key; undefined when the user has no such live key. */
  revoke(userId: UserId, id: string, now: Instant): Promise<StoredApiKey | undefined>
  /** Adds the calls to each key's count for its month (a new month starts again from them). */
  recordUse(uses: readonly KeyUse[]): Promise<void>
  /** Remembers that the key was used from `address`: true the first time. */
  rememberAddress(id: string, address: string, now: Instant): Promise<boolean>
}
