import type { Caller } from './caller.ts'
import type { UserRepository } from './ports/user.repository.port.ts'

export type UserInfo = {
  readonly id: string
  readonly username: string
  readonly email: string | null
  readonly avatar: string | null
  /** SPEC §3: `admin` marks an administrator. */
  readonly role: 'admin' | 'user'
  /** null until onboarding is answered or skipped (the first-login check). */
  readonly collectionId: string | null
}

/** GET /user/info: the caller as the service knows them. */
export class GetUserInfo {
  constructor(private readonly users: UserRepository) {}

  async execute(caller: Caller): Promise<UserInfo> {
    const account = await this.users.find(caller.userId)
    return {
      id: caller.userId,
      username: caller.username,
      email: caller.email,
      avatar: caller.avatar,
      role: caller.isAdmin ? 'admin' : 'user',
      collectionId: account?.collectionId ?? null,
    }
  }
}
