import { validateEmail, validatePassword } from '../../domain/identity/credentials.ts'
import type { AccountGateway } from '../browser/ports/account.gateway.port.ts'
import { apiCallFailed } from '../browser/ports/api-call-failed.ts'

/** AccountGateway in memory: accounts by access token, refusing as the service does (its codes). */
export class InMemoryAccountGateway implements AccountGateway {
  private readonly accounts = new Map<string, { email: string | null; password: string }>()

  add(accessToken: string, account: { readonly email: string | null; readonly password: string }): this {
    this.accounts.set(accessToken, { ...account })
    return this
  }

  emailOf(accessToken: string): string | null | undefined {
    return this.accounts.get(accessToken)?.email
  }

  async changeEmail(accessToken: string, email: string) {
    const account = this.accounts.get(accessToken)
    if (account === undefined) return unauthenticated()
    const valid = validateEmail(email)
    if (valid !== null && typeof valid !== 'string')
      return apiCallFailed(400, { code: 'ACCOUNT_EMAIL_INVALID', message: 'Enter a valid email address' })
    account.email = valid
    return { email: valid }
  }

  async changePassword(
    accessToken: string,
    input: { readonly currentPassword: string; readonly newPassword: string },
  ) {
    const account = this.accounts.get(accessToken)
    if (account === undefined) return unauthenticated()
    if (input.currentPassword !== account.password)
      return apiCallFailed(400, {
        code: 'ACCOUNT_PASSWORD_WRONG',
        message: 'The current password is not right',
      })
    if (typeof validatePassword(input.newPassword) !== 'string')
      return apiCallFailed(400, { code: 'ACCOUNT_PASSWORD_WEAK', message: 'too weak' })
    account.password = input.newPassword
    return { changed: true as const }
  }
}

const unauthenticated = () => apiCallFailed(401, { code: 'UNAUTHENTICATED', message: 'Sign in first' })
