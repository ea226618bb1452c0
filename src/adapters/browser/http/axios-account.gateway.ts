import type { AxiosInstance } from 'axios'
import type { AccountGateway } from '../../../application/browser/ports/account.gateway.port.ts'
import { changeAccountEmail, changeAccountPassword } from '../../http-contract/user.ts'
import { callApi } from './call-api.ts'

/** AccountGateway over the shared API client: PUT /api/account/email and /api/account/password. */
export class AxiosAccountGateway implements AccountGateway {
  constructor(private readonly client: AxiosInstance) {}

  changeEmail(accessToken: string, email: string) {
    return callApi(this.client, accessToken, changeAccountEmail, { body: { email } })
  }

  changePassword(
    accessToken: string,
    input: { readonly currentPassword: string; readonly newPassword: string },
  ) {
    return callApi(this.client, accessToken, changeAccountPassword, { body: input })
  }
}
