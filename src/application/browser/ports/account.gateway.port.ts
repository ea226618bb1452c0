import type { ApiCallFailed } from './api-call-failed.ts'

/**
 * The signed-in user's own account in the embedded provider: their address and password. Refusals
 * come back as ApiCallFailed with the service's code (ACCOUNT_*), never thrown.
 */
export interface AccountGateway {
  /** An empty address removes it. */
  changeEmail(accessToken: string, email: string): Promise<{ readonly email: string | null } | ApiCallFailed>
  changePassword(
    accessToken: string,
    input: { readonly currentPassword: string; readonly newPassword: string },
  ): Promise<{ readonly changed: true } | ApiCallFailed>
}
