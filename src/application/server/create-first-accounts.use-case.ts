import { generatePassword } from '../../domain/identity/generated-password.ts'
import type { Account, AccountRepository } from './ports/account.repository.port.ts'
import type { Clock } from './ports/clock.port.ts'
import type { IdGenerator } from './ports/id-generator.port.ts'
import type { PasswordHasher } from './ports/password-hasher.port.ts'
import type { Random } from './ports/random.port.ts'

export type FirstAccount = {
  readonly username: string
  /** Absent: a random one is generated (and reported once, to be printed). */
  readonly password: string | undefined
  readonly isAdmin: boolean
  /** ADMIN_EMAIL / DEMO_EMAIL; absent: none (the user can set one on their account page). */
  readonly email?: string | undefined
}

export type CreatedFirstAccount = {
  readonly account: Account
  readonly password: string
  readonly generatedPassword: boolean
}

/**
 * First start: when there is no account at all, creates the given ones (an admin and a demo user) and
 * reports each with its password, so the caller can say once how to sign in. Several processes starting
 * together are safe: usernames are unique, so each account is created, and reported, by one of them.
 */
export class CreateFirstAccounts {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly hasher: PasswordHasher,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
    private readonly random: Random,
  ) {}

  async execute(wanted: readonly FirstAccount[]): Promise<readonly CreatedFirstAccount[]> {
    if (!(await this.accounts.isEmpty())) return this.giveAddresses(wanted)
    const created: CreatedFirstAccount[] = []
    for (const { username, password, isAdmin, email } of wanted) {
      const chosen = password ?? generatePassword(this.random.int)
      const result = await this.accounts.create({
        id: this.ids.next(),
        username,
        email: email ?? null,
        isAdmin,
        createdAt: this.clock.now(),
        passwordHash: await this.hasher.hash(chosen),
      })
      if ('_tag' in result) continue // another process created it a moment ago, and reports it
      created.push({ account: result, password: chosen, generatedPassword: password === undefined })
    }
    return created
  }

  /**
   * Later starts: an account made before its address was configured (an installation that predates
   * ADMIN_EMAIL) gets it, once; an address the user set or changed themselves is theirs and stays.
   */
  private async giveAddresses(wanted: readonly FirstAccount[]): Promise<readonly CreatedFirstAccount[]> {
    for (const { username, email } of wanted) {
      if (email === undefined) continue
      const found = await this.accounts.findByUsername(username)
      if (found !== undefined && found.email === null) await this.accounts.updateEmail(found.id, email)
    }
    return []
  }
}
