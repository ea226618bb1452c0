import {
  type InvalidCredentials,
  validateEmail,
  validatePassword,
} from '../../domain/identity/credentials.ts'
import type { Caller } from './caller.ts'
import type { AccountRepository } from './ports/account.repository.port.ts'
import type { PasswordHasher } from './ports/password-hasher.port.ts'

/** The sign-in provider is another service (OIDC_ISSUER): the account is changed there, not here. */
export type AccountManagedElsewhere = { readonly _tag: 'AccountManagedElsewhere' }
/** The password given as the current one is not. */
export type WrongCurrentPassword = { readonly _tag: 'WrongCurrentPassword' }

const ELSEWHERE: AccountManagedElsewhere = { _tag: 'AccountManagedElsewhere' }

/**
 * PUT /account/email: the signed-in user sets, changes or (with an empty one) removes their address in
 * the embedded provider's account store. Tokens carry it from their next refresh.
 */
export class ChangeAccountEmail {
  /** `accounts`: null when an external provider keeps the accounts. */
  constructor(private readonly accounts: AccountRepository | null) {}

  async execute(
    caller: Caller,
    input: { readonly email: string },
  ): Promise<{ readonly email: string | null } | InvalidCredentials | AccountManagedElsewhere> {
    if (this.accounts === null) return ELSEWHERE
    const email = validateEmail(input.email)
    if (email !== null && typeof email !== 'string') return email
    const changed = await this.accounts.updateEmail(caller.userId, email)
    return changed === undefined ? ELSEWHERE : { email: changed.email }
  }
}

/**
 * PUT /account/password: a new password, only with the current one (a session left open on a shared
 * computer cannot take the account over). The new one follows the sign-up rule.
 */
export class ChangeAccountPassword {
  constructor(
    private readonly accounts: AccountRepository | null,
    private readonly hasher: PasswordHasher,
  ) {}

  async execute(
    caller: Caller,
    input: { readonly currentPassword: string; readonly newPassword: string },
  ): Promise<
    { readonly changed: true } | InvalidCredentials | WrongCurrentPassword | AccountManagedElsewhere
  > {
    if (this.accounts === null) return ELSEWHERE
    const account = await this.accounts.findSecretById(caller.userId)
    if (account === undefined) return ELSEWHERE
    if (!(await this.hasher.verify(input.currentPassword, account.passwordHash)))
      return { _tag: 'WrongCurrentPassword' }
    const password = validatePassword(input.newPassword)
    if (typeof password !== 'string') return password
    await this.accounts.updatePasswordHash(account.id, await this.hasher.hash(password))
    return { changed: true }
  }
}
