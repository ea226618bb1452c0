import type { CompleteOnboarding } from '../../../../application/server/complete-onboarding.use-case.ts'
import type { GetUserInfo } from '../../../../application/server/get-user-info.use-case.ts'
import { completeOnboarding, userInfo } from '../../../http-contract/user.ts'
import { type AnyRoute, defineRoute } from '../routing/route.ts'

export type UserRouteDeps = {
  readonly getUserInfo: GetUserInfo
  readonly completeOnboarding: CompleteOnboarding
}

export const userRoutes = (deps: UserRouteDeps): readonly AnyRoute[] => [
  defineRoute(userInfo, ({ caller }) => deps.getUserInfo.execute(caller)),
  defineRoute(completeOnboarding, ({ caller, body }) => deps.completeOnboarding.execute(caller, body)),
]
