import type { Role } from '../../domain/identity/role.ts'
import type { Caller } from './caller.ts'
import type { AccountRepository } from './ports/account.repository.port.ts'
import type { UserRepository } from './ports/user.repository.port.ts'

export type UserInfo = {
  readonly id: string
  readonly username: string
  readonly email: string | null
  readonly avatar: string | null
  /** SPEC §3: `admin` marks an administrator. */
  readonly role: Role
  /** null until onboarding is answered or skipped (the first-login check). */
  readonly collectionId: string | null
}

/** GET /user/info: the caller as the service knows them. */
export class GetUserInfo {
  /**
   * `accounts`: the embedded provider's accounts, or null when another provider keeps them. There the
   * account is the truth for the address, which tokens carry only from their next refresh: an address
   * changed on the account page shows on the next load, not up to a token's lifetime later.
   */
  constructor(
    private readonly users: UserRepository,
    private readonly accounts: AccountRepository | null = null,
  ) {}

  async execute(caller: Caller): Promise<UserInfo> {
    const [account, held] = await Promise.all([
      this.users.find(caller.userId),
      this.accounts?.findById(caller.userId),
    ])
    return {
      id: caller.userId,
      username: caller.username,
      email: held === undefined ? caller.email : held.email,
      avatar: caller.avatar,
      role: caller.isAdmin ? 'admin' : 'user',
      collectionId: account?.collectionId ?? null,
    }
  }
}
