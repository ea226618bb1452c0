import type { ApiKeyScope } from '../../domain/api-keys/api-key.ts'
import type { UserId } from './ports/credit-ledger.repository.port.ts'

/**
 * Who is asking, as established from a verified access token or an API key. Through a key, `isAdmin`
 * holds only when the user is an administrator and the key has the `admin` scope.
 */
export type Caller = {
  readonly userId: UserId
  readonly isAdmin: boolean
  readonly username: string
  readonly email: string | null
  readonly avatar: string | null
  /** Present when the call came with an API key: which one, and what it may do. */
  readonly apiKey?: { readonly id: string; readonly scopes: readonly ApiKeyScope[] }
}
