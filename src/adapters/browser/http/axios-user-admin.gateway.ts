import type { AxiosInstance } from 'axios'
import { Schema } from 'effect'
import { type ApiCallFailed, isCallFailure } from '../../../application/browser/ports/api-call-failed.ts'
import type {
  CreditGrantRequest,
  UserAccountSummary,
  UserAccountsPage,
  UserAdminGateway,
} from '../../../application/browser/ports/user-admin.gateway.port.ts'
import { PLAN_TYPES } from '../../../domain/plans/plan-type.ts'
import { instant } from '../../../domain/shared/instant.ts'
import { fenToYuan } from '../../../domain/shared/money.ts'
import { requestJson } from './request-json.ts'

const Count = Schema.Finite

const UserRow = Schema.Struct({
  id: Schema.String,
  username: Schema.String,
  email: Schema.NullOr(Schema.String),
  role: Schema.Literals(['admin', 'user']),
  planType: Schema.NullOr(Schema.Literals(PLAN_TYPES)),
  credits: Schema.Struct({ free: Count, email: Count, phone: Count, search: Count }),
  createdAt: Schema.String,
})

const UsersBody = Schema.Struct({
  data: Schema.Array(UserRow),
  meta: Schema.Struct({ totalPages: Count, total: Count }),
})

// The grant also answers the CUSTOM subscription it opened; the page needs only the user.
const GrantedBody = Schema.Struct({ user: UserRow })

const userOf = (row: typeof UserRow.Type): UserAccountSummary => ({
  ...row,
  credits: { ...row.credits },
  createdAt: instant(Date.parse(row.createdAt)),
})

/** UserAdminGateway over the shared API client: GET /api/admin/users, POST /api/admin/users/{id}/credits. */
export class AxiosUserAdminGateway implements UserAdminGateway {
  constructor(private readonly client: AxiosInstance) {}

  async list(accessToken: string, page: number): Promise<UserAccountsPage | ApiCallFailed> {
    const config = { method: 'GET', url: '/api/admin/users', params: { page: String(page) } }
    const body = await requestJson(this.client, accessToken, config, UsersBody)
    if (isCallFailure(body)) return body
    return { users: body.data.map(userOf), total: body.meta.total, totalPages: body.meta.totalPages }
  }

  async grantCredits(
    accessToken: string,
    userId: string,
    request: CreditGrantRequest,
  ): Promise<UserAccountSummary | ApiCallFailed> {
    const data = {
      grants: request.grants.map(({ kind, quantity }) => ({ kind, quantity })),
      ...(request.days === undefined ? {} : { days: request.days }),
      ...(request.price === undefined ? {} : { price: fenToYuan(request.price) }),
    }
    const config = { method: 'POST', url: `/api/admin/users/${encodeURIComponent(userId)}/credits`, data }
    const body = await requestJson(this.client, accessToken, config, GrantedBody)
    return isCallFailure(body) ? body : userOf(body.user)
  }
}
