import type {
  GrantCustomCredits,
  GrantCustomCreditsInput,
} from '../../../../application/server/grant-custom-credits.use-case.ts'
import type { ListUsers, UserSummary } from '../../../../application/server/list-users.use-case.ts'
import type { SetCustomApiLimit } from '../../../../application/server/set-custom-api-limit.use-case.ts'
import { credits } from '../../../../domain/credits/credits.ts'
import { toDate } from '../../../../domain/shared/instant.ts'
import { fen } from '../../../../domain/shared/money.ts'
import { grantCredits, listUsers, setApiRateLimit } from '../../../http-contract/admin.ts'
import { type AnyRoute, defineRoute } from '../routing/route.ts'
import { refuseAdmin } from './admin.failures.ts'
import { creditsView, subscriptionView } from './subscription-view.ts'

const userRow = ({ account, planType, balances, customPlan, apiRateLimit }: UserSummary) => ({
  id: account.id,
  username: account.username,
  email: account.email,
  role: account.isAdmin ? ('admin' as const) : ('user' as const),
  planType,
  credits: creditsView(balances),
  createdAt: toDate(account.createdAt).toISOString(),
  customPlan,
  apiRateLimit,
})

export type AdminUserRouteDeps = {
  readonly listUsers: ListUsers
  readonly grantCustomCredits: GrantCustomCredits
  readonly setCustomApiLimit: SetCustomApiLimit
}

export const adminUserRoutes = (deps: AdminUserRouteDeps): readonly AnyRoute[] => [
  defineRoute(listUsers, async ({ query }) => {
    const listing = await deps.listUsers.execute(query.page)
    return {
      data: listing.users.map(userRow),
      meta: { totalPages: listing.totalPages, total: listing.total },
    }
  }),
  defineRoute(grantCredits, async ({ caller, params, body }) => {
    const period: GrantCustomCreditsInput['period'] =
      body.days === undefined ? { _tag: 'Forever' } : { _tag: 'Days', days: body.days }
    const granted = await deps.grantCustomCredits.execute(caller, {
      userId: params.id,
      grants: body.grants.map((g) => ({ kind: g.kind, quantity: credits(g.quantity) })),
      period,
      price: body.price ?? fen(0),
    })
    if (granted._tag === 'UserNotFound') throw refuseAdmin(granted)
    return { user: userRow(granted.user), subscription: subscriptionView(granted.subscription) }
  }),
  defineRoute(setApiRateLimit, async ({ caller, params, body }) => {
    const set = await deps.setCustomApiLimit.execute(caller, { userId: params.id, perMinute: body.perMinute })
    if (set._tag !== 'CustomApiLimitSet') throw refuseAdmin(set)
    return { user: userRow(set.user) }
  }),
]
