import { Schema } from 'effect'
import type { CompleteOnboarding } from '../../../../application/server/complete-onboarding.use-case.ts'
import type { GetUserInfo } from '../../../../application/server/get-user-info.use-case.ts'
import { COMPANY_SIZES, REGIONS, TOOL_PURPOSES } from '../../../../domain/onboarding/enumerations.ts'
import { INDUSTRIES } from '../../../../domain/onboarding/industries.ts'
import { type AnyRoute, defineRoute } from '../routing/route.ts'

const UserInfo = Schema.Struct({
  id: Schema.String,
  username: Schema.String,
  email: Schema.NullOr(Schema.String),
  avatar: Schema.NullOr(Schema.String),
  role: Schema.Literals(['admin', 'user']),
  collectionId: Schema.NullOr(Schema.String),
})

const OnboardingBody = Schema.Union([
  // SPEC §4: Skip sends a skip flag; it wins over any answers sent with it.
  Schema.Struct({ skip: Schema.Literal(true) }),
  Schema.Struct({
    industry: Schema.Literals(INDUSTRIES),
    country: Schema.Literals(REGIONS),
    companySize: Schema.Literals(COMPANY_SIZES),
    toolPurpose: Schema.Literals(TOOL_PURPOSES),
  }),
])

export type UserRouteDeps = {
  readonly getUserInfo: GetUserInfo
  readonly completeOnboarding: CompleteOnboarding
}

export const userRoutes = (deps: UserRouteDeps): readonly AnyRoute[] => [
  defineRoute({
    method: 'GET',
    path: '/api/user/info',
    access: 'user',
    tag: 'user',
    summary: 'The signed-in user: username, email, avatar, role and the onboarding marker',
    response: UserInfo,
    handle: ({ caller }) => deps.getUserInfo.execute(caller),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/user/collection',
    access: 'user',
    tag: 'user',
    summary: 'Onboarding: the four answers, or { "skip": true }; sets collectionId',
    body: OnboardingBody,
    response: Schema.Struct({ collectionId: Schema.String }),
    handle: ({ caller, body }) => deps.completeOnboarding.execute(caller, body),
  }),
]
