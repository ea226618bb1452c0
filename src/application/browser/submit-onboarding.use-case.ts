import type { GetAccessToken } from './get-access-token.use-case.ts'
import type { OnboardingGateway, OnboardingSubmission } from './ports/onboarding.gateway.port.ts'
import { withAccessToken } from './with-access-token.ts'

/** SPEC §4: the onboarding dialog's Confirm (the answers) or Skip (the skip flag); either sets collectionId. */
export class SubmitOnboarding {
  constructor(
    private readonly token: GetAccessToken,
    private readonly gateway: OnboardingGateway,
  ) {}

  execute(submission: OnboardingSubmission) {
    return withAccessToken(this.token, (accessToken) => this.gateway.submit(accessToken, submission))
  }
}
