import type { OnboardingAnswers, OnboardingSkip } from '../../../domain/onboarding/onboarding-answers.ts'
import type { ApiCallFailed } from './api-call-failed.ts'

/** What the first-login dialog sends (PRODUCT.md): the four answers, or the skip flag. */
export type OnboardingSubmission = OnboardingAnswers | OnboardingSkip

/** The service's answer: the collection id that marks the user as onboarded. */
export type OnboardingCompleted = { readonly collectionId: string }

/** POST /api/user/collection. */
export interface OnboardingGateway {
  submit(accessToken: string, submission: OnboardingSubmission): Promise<OnboardingCompleted | ApiCallFailed>
}
