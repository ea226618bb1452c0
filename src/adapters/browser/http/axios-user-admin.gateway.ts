import type { AxiosInstance } from 'axios'
import { type ApiCallFailed, isCallFailure } from '../../../application/browser/ports/api-call-failed.ts'
import type {
  CreditGrantRequest,
  UserAccountSummary,
  UserAccountsPage,
  UserAdminGateway,
} from '../../../application/browser/ports/user-admin.gateway.port.ts'
import { instant } from '../../../domain/shared/instant.ts'
import { fenToYuan } from '../../../domain/shared/money.ts'
import { grantCredits, listUsers, setApiRateLimit, type UserRow } from '../../http-contract/admin.ts'
import { callApi } from './call-api.ts'

const userOf = (row: typeof UserRow.Type): UserAccountSummary => ({
  ...row,
  credits: { ...row.credits },
  createdAt: instant(Date.parse(row.createdAt)),
})

/** UserAdminGateway over the shared API client: the list, credit grants and API rate limits. */
export class AxiosUserAdminGateway implements UserAdminGateway {
  constructor(private readonly client: AxiosInstance) {}

  async list(accessToken: string, page: number): Promise<UserAccountsPage | ApiCallFailed> {
    const body = await callApi(this.client, accessToken, listUsers, { query: { page: String(page) } })
    if (isCallFailure(body)) return body
    return { users: body.data.map(userOf), total: body.meta.total, totalPages: body.meta.totalPages }
  }

  async grantCredits(
    accessToken: string,
    userId: string,
    request: CreditGrantRequest,
  ): Promise<UserAccountSummary | ApiCallFailed> {
    const body = {
      grants: request.grants.map(({ kind, quantity }) => ({ kind, quantity })),
      ...(request.days === undefined ? {} : { days: request.days }),
      ...(request.price === undefined ? {} : { price: fenToYuan(request.price) }),
    }
    // The grant also answers the CUSTOM subscription it opened; the page needs only the user.
    const granted = await callApi(this.client, accessToken, grantCredits, { params: { id: userId }, body })
    return isCallFailure(granted) ? granted : userOf(granted.user)
  }

  async setApiRateLimit(
    accessToken: string,
    userId: string,
    perMinute: number | null,
  ): Promise<UserAccountSummary | ApiCallFailed> {
    const set = await callApi(this.client, accessToken, setApiRateLimit, {
      params: { id: userId },
      body: { perMinute },
    })
    return isCallFailure(set) ? set : userOf(set.user)
  }
}
