import type { AxiosInstance } from 'axios'
import { type ApiCallFailed, isCallFailure } from '../../../application/browser/ports/api-call-failed.ts'
import type {
  EmailGateway,
  EmailVerification,
  FindEmailRequest,
  FoundEmail,
  VerifiedEmails,
} from '../../../application/browser/ports/email.gateway.port.ts'
import { findEmail, type VerificationAnswer, verifyEmails } from '../../http-contract/email.ts'
import { callApi } from './call-api.ts'

// Only what the pages show is kept; the steps, the MX host and the flags stay on the wire.
const verificationOf = (answer: typeof VerificationAnswer.Type): EmailVerification => ({
  address: answer.address,
  verdict: answer.verdict,
  reason: answer.reason,
  checkedAt: answer.checkedAt,
})

/** EmailGateway over the shared API client: GET /api/email/find, POST /api/email/verify. */
export class AxiosEmailGateway implements EmailGateway {
  constructor(private readonly client: AxiosInstance) {}

  async find(accessToken: string, request: FindEmailRequest): Promise<FoundEmail | ApiCallFailed> {
    const body = await callApi(this.client, accessToken, findEmail, { query: request })
    if (isCallFailure(body)) return body
    // A found address always comes with its verdict and confidence; an answer without them found nothing.
    if (body.found && body.address !== null && body.verdict !== null && body.confidence !== null)
      return {
        found: true,
        address: body.address,
        verdict: body.verdict,
        confidence: body.confidence,
        basis: body.basis,
        charged: body.charged,
      }
    return { found: false, basis: body.basis, charged: body.charged }
  }

  async verify(accessToken: string, addresses: readonly string[]): Promise<VerifiedEmails | ApiCallFailed> {
    const body = await callApi(this.client, accessToken, verifyEmails, { body: { addresses } })
    if (isCallFailure(body)) return body
    return {
      results: body.results.map((item) =>
        item.verification === null
          ? { _tag: 'Withheld', address: item.address }
          : { _tag: 'Verified', address: item.address, verification: verificationOf(item.verification) },
      ),
      charged: body.charged,
    }
  }
}
