import { Schema } from 'effect'
import type {
  GrantCustomCredits,
  GrantCustomCreditsInput,
} from '../../../../application/server/grant-custom-credits.use-case.ts'
import type { ListUsers, UserSummary } from '../../../../application/server/list-users.use-case.ts'
import { CREDIT_KINDS } from '../../../../domain/credits/credit-kind.ts'
import { credits } from '../../../../domain/credits/credits.ts'
import { CUSTOM_GRANT_LIMITS } from '../../../../domain/credits/custom-grant-limits.ts'
import { PLAN_TYPES } from '../../../../domain/plans/plan-type.ts'
import { toDate } from '../../../../domain/shared/instant.ts'
import { yuanToFen } from '../../../../domain/shared/money.ts'
import { notFound } from '../routing/api-failure.ts'
import { IsoDate, PageQuery, Text } from '../routing/common-schemas.ts'
import { type AnyRoute, defineRoute } from '../routing/route.ts'
import { CreditsView, creditsView, SubscriptionView, subscriptionView } from './subscription-view.ts'

const UserRow = Schema.Struct({
  id: Schema.String,
  username: Schema.String,
  email: Schema.NullOr(Schema.String),
  role: Schema.Literals(['admin', 'user']),
  /** The current plan; null when nothing usable is left, not even the trial. */
  planType: Schema.NullOr(Schema.Literals(PLAN_TYPES)),
  credits: CreditsView,
  createdAt: IsoDate,
})

const int = (minimum: number, maximum: number) =>
  Schema.Finite.pipe(Schema.check(Schema.isInt(), Schema.isBetween({ minimum, maximum })))

// Whole fen only: 12.345 yuan is a typo, not a price.
const PriceYuan = Schema.Finite.pipe(
  Schema.check(
    Schema.isBetween({ minimum: 0, maximum: CUSTOM_GRANT_LIMITS.maxPriceYuan }),
    Schema.makeFilter(
      (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6 || 'at most two decimals',
    ),
  ),
)

const GrantBody = Schema.Struct({
  grants: Schema.Array(
    Schema.Struct({ kind: Schema.Literals(CREDIT_KINDS), quantity: int(1, CUSTOM_GRANT_LIMITS.maxQuantity) }),
  ).pipe(Schema.check(Schema.isMinLength(1), Schema.isMaxLength(10))),
  /** How many days the credits last; absent: Forever, like the catalogue's CUSTOM plan. */
  days: Schema.optionalKey(int(1, CUSTOM_GRANT_LIMITS.maxDays)),
  /** The price agreed with sales, in yuan; absent: 0. */
  price: Schema.optionalKey(PriceYuan),
})

const userRow = ({ account, planType, balances }: UserSummary) => ({
  id: account.id,
  username: account.username,
  email: account.email,
  role: account.isAdmin ? ('admin' as const) : ('user' as const),
  planType,
  credits: creditsView(balances),
  createdAt: toDate(account.createdAt).toISOString(),
})

export type AdminUserRouteDeps = {
  readonly listUsers: ListUsers
  readonly grantCustomCredits: GrantCustomCredits
}

export const adminUserRoutes = (deps: AdminUserRouteDeps): readonly AnyRoute[] => [
  defineRoute({
    method: 'GET',
    path: '/api/admin/users',
    access: 'admin',
    tag: 'admin',
    summary: 'Users, 10 a page, newest first, with role, current plan and credits left',
    query: Schema.Struct({ page: PageQuery }),
    response: Schema.Struct({
      data: Schema.Array(UserRow),
      meta: Schema.Struct({ totalPages: Schema.Finite, total: Schema.Finite }),
    }),
    handle: async ({ query }) => {
      const listing = await deps.listUsers.execute(query.page)
      return {
        data: listing.users.map(userRow),
        meta: { totalPages: listing.totalPages, total: listing.total },
      }
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/api/admin/users/:id/credits',
    access: 'admin',
    tag: 'admin',
    summary: 'Grant credits agreed with sales: opens a CUSTOM subscription beside any plan',
    params: Schema.Struct({ id: Text(200) }),
    body: GrantBody,
    response: Schema.Struct({ user: UserRow, subscription: SubscriptionView }),
    status: 201,
    errors: [{ status: 404, code: 'USER_NOT_FOUND', when: 'no user has this id' }],
    handle: async ({ caller, params, body }) => {
      const period: GrantCustomCreditsInput['period'] =
        body.days === undefined ? { _tag: 'Forever' } : { _tag: 'Days', days: body.days }
      const granted = await deps.grantCustomCredits.execute(caller, {
        userId: params.id,
        grants: body.grants.map((g) => ({ kind: g.kind, quantity: credits(g.quantity) })),
        period,
        price: yuanToFen(body.price ?? 0),
      })
      if (granted._tag === 'UserNotFound') throw notFound('USER_NOT_FOUND', 'No user has this id')
      return { user: userRow(granted.user), subscription: subscriptionView(granted.subscription) }
    },
  }),
]
