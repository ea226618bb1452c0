import type { Account, AccountRepository } from './ports/account.repository.port.ts'
import type { PasswordHasher } from './ports/password-hasher.port.ts'

/** Unknown username or wrong password: one answer for both, so the page cannot be used to find names. */
export type WrongCredentials = { readonly _tag: 'WrongCredentials' }

const WRONG: WrongCredentials = { _tag: 'WrongCredentials' }

/** The sign-in page: the account a username and password prove, or WrongCredentials. */
export class AuthenticateAccount {
  private decoy: Promise<string> | undefined

  constructor(
    private readonly accounts: AccountRepository,
    private readonly hasher: PasswordHasher,
  ) {}

  async execute(input: {
    readonly username: string
    readonly password: string
  }): Promise<Account | WrongCredentials> {
    const found = await this.accounts.findByUsername(input.username.trim())
    // An unknown name is checked against a decoy hash, so it takes as long as a wrong password does.
    const matches = await this.hasher.verify(input.password, found?.passwordHash ?? (await this.decoyHash()))
    if (found === undefined || !matches) return WRONG
    const { passwordHash: _, ...account } = found
    return account
  }

  private decoyHash() {
    this.decoy ??= this.hasher.hash('decoy password that no account has')
    return this.decoy
  }
}
