import type { AxiosInstance } from 'axios'
import { Schema } from 'effect'
import type { ApiCallFailed } from '../../../application/browser/ports/api-call-failed.ts'
import type {
  OnboardingCompleted,
  OnboardingGateway,
  OnboardingSubmission,
} from '../../../application/browser/ports/onboarding.gateway.port.ts'
import { requestJson } from './request-json.ts'

const Completed = Schema.Struct({ collectionId: Schema.String })

// Exactly the wire fields, whatever else the object carries: the skip flag alone, or the four answers.
const bodyOf = (submission: OnboardingSubmission) =>
  'skip' in submission
    ? { skip: true }
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
    return requestJson(
      this.client,
      accessToken,
      { method: 'POST', url: '/api/user/collection', data: bodyOf(submission) },
      Completed,
    )
  }
}
