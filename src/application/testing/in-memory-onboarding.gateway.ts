import { isInvalidOnboarding, validateOnboarding } from '../../domain/onboarding/onboarding-answers.ts'
import { type ApiCallFailed, apiCallFailed } from '../browser/ports/api-call-failed.ts'
import type {
  OnboardingCompleted,
  OnboardingGateway,
  OnboardingSubmission,
} from '../browser/ports/onboarding.gateway.port.ts'

/**
 * POST /user/collection in memory, as the service answers it: the answers (checked against the
 * enumerations) or the skip give the caller a collection id, the same one on every later call. Any
 * token is a user of its own, except those `refuse`d (401); `failNext` breaks the next call.
 */
export class InMemoryOnboardingGateway implements OnboardingGateway {
  /** Every call, in order, with the token and the body as sent. */
  readonly submissions: { readonly accessToken: string; readonly body: OnboardingSubmission }[] = []
  private readonly collections = new Map<string, string>()
  private readonly refused = new Set<string>()
  private failure: ApiCallFailed | null = null
  private counter = 0

  /** A token of a user who has not answered yet. */
  newUser(): string {
    return `user-${++this.counter}`
  }

  refuse(accessToken: string): this {
    this.refused.add(accessToken)
    return this
  }

  failNext(status: ApiCallFailed['status'], code?: string): this {
    this.failure = apiCallFailed(status, code === undefined ? {} : { code })
    return this
  }

  async submit(
    accessToken: string,
    submission: OnboardingSubmission,
  ): Promise<OnboardingCompleted | ApiCallFailed> {
    this.submissions.push({ accessToken, body: submission })
    const failure = this.failure
    this.failure = null
    if (failure !== null) return failure
    if (this.refused.has(accessToken)) return apiCallFailed(401, { code: 'UNAUTHENTICATED' })
    if (isInvalidOnboarding(validateOnboarding(submission)))
      return apiCallFailed(400, { code: 'INVALID_REQUEST', message: 'Invalid body' })
    const collectionId = this.collections.get(accessToken) ?? `collection-${++this.counter}`
    this.collections.set(accessToken, collectionId)
    return { collectionId }
  }
}
