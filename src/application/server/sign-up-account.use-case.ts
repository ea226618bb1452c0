import {
  type InvalidCredentials,
  isInvalidCredentials,
  type SignUpInput,
  validateSignUp,
} from '../../domain/identity/credentials.ts'
import type { Account, AccountRepository, UsernameTaken } from './ports/account.repository.port.ts'
import type { Clock } from './ports/clock.port.ts'
import type { IdGenerator } from './ports/id-generator.port.ts'
import type { PasswordHasher } from './ports/password-hasher.port.ts'

/** The sign-up page: a new, non-admin account whose id becomes the `sub` of its tokens. */
export class SignUpAccount {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly hasher: PasswordHasher,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
  ) {}

  async execute(input: SignUpInput): Promise<Account | InvalidCredentials | UsernameTaken> {
    const valid = validateSignUp(input)
    if (isInvalidCredentials(valid)) return valid
    // A cheap look first spares a hash for a name that is plainly taken; the repository's unique index
    // still decides when two people race for one name.
    if ((await this.accounts.findByUsername(valid.username)) !== undefined)
      return { _tag: 'UsernameTaken', username: valid.username }
    return this.accounts.create({
      id: this.ids.next(),
      username: valid.username,
      email: valid.email,
      isAdmin: false,
      createdAt: this.clock.now(),
      passwordHash: await this.hasher.hash(valid.password),
    })
  }
}
