import type { AxiosInstance } from 'axios'
import type { ApiCallFailed } from '../../../application/browser/ports/api-call-failed.ts'
import type {
  OnboardingCompleted,
  OnboardingGateway,
  OnboardingSubmission,
} from '../../../application/browser/ports/onboarding.gateway.port.ts'
import { completeOnboarding } from '../../http-contract/user.ts'
import { callApi } from './call-api.ts'

// Exactly the wire fields, whatever else the object carries: the skip flag alone, or the four answers.
const bodyOf = (submission: OnboardingSubmission) =>
  'skip' in submission
    ? { skip: true as const }
    : {
        industry: submission.industry,
        country: submission.country,
        companySize: submission.companySize,
        toolPurpose: submission.toolPurpose,
      }

/** OnboardingGateway over the shared API client: POST /api/user/collection. */
export class AxiosOnboardingGateway implements OnboardingGateway {
  constructor(private readonly client: AxiosInstance) {}

  submit(
    accessToken: string,
    submission: OnboardingSubmission,
  ): Promise<OnboardingCompleted | ApiCallFailed> {
    return callApi(this.client, accessToken, completeOnboarding, { body: bodyOf(submission) })
  }
}
