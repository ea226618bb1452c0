import type { UserId } from './ports/credit-ledger.repository.port.ts'

/** Who is asking, as established from a verified access token. */
export type Caller = {
  readonly userId: UserId
  readonly isAdmin: boolean
  readonly username: string
  readonly email: string | null
  readonly avatar: string | null
}
