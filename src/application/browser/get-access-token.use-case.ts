import type { Identity } from './ports/identity.port.ts'
import { type SignInFailure, signInFailure } from './ports/sign-in-failure.ts'
import type { SessionExpiredSignal } from './session-expired-signal.ts'

/**
 * The bearer token for an API call (SPEC §7). An anonymous caller gets 'not authenticated' and the call
 * does not run; a signed-in one whose token cannot be had (refresh refused, provider away, an empty token)
 * gets the failure, and the session-expired signal is raised so the 'Authentication expired' dialog opens.
 */
export class GetAccessToken {
  constructor(
    private readonly identity: Identity,
    private readonly expired: SessionExpiredSignal,
  ) {}

  async execute(): Promise<string | SignInFailure> {
    if (!(await this.identity.isSignedIn())) return signInFailure('NotAuthenticated')
    const token = await this.identity.accessToken()
    if (typeof token === 'string' && token !== '') return token
    // SPEC §8: an empty token counts as one that could not be obtained.
    const failure = typeof token === 'string' ? signInFailure('NotAuthenticated') : token
    this.expired.raise(failure)
    return failure
  }
}
