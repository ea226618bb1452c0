import type { GetAccessToken } from './get-access-token.use-case.ts'
import type { BounceReport, ContactsCallFailed, ContactsGateway } from './ports/contacts.gateway.port.ts'
import { isSignInFailure, type SignInFailure } from './ports/sign-in-failure.ts'

/**
 * "Report a bounce" next to a revealed email (issue 19 §4): the service re-checks it at once and gives
 * the credit back when it is now invalid; a second report of the same address is refused (409).
 */
export class ReportBounce {
  constructor(
    private readonly getAccessToken: GetAccessToken,
    private readonly gateway: ContactsGateway,
  ) {}

  async execute(email: string): Promise<BounceReport | ContactsCallFailed | SignInFailure> {
    const token = await this.getAccessToken.execute()
    if (isSignInFailure(token)) return token
    return this.gateway.reportBounce(token, email)
  }
}
