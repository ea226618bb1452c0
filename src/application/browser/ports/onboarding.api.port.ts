import type { InputOf } from '../../../adapters/http-contract/call-shapes.ts'
import type * as UserCalls from '../../../adapters/http-contract/user.ts'
import type { Api } from './api.port.ts'

/** The onboarding call of the user area, picked for the dashboard's first-login dialog. */
export type OnboardingCalls = Pick<typeof UserCalls, 'completeOnboarding'>

/** POST /api/user/collection. */
export type OnboardingApi = Api<OnboardingCalls>

/** What the first-login dialog sends (PRODUCT.md): the four answers, or the skip flag. */
export type OnboardingSubmission = InputOf<typeof UserCalls.completeOnboarding>['body']
