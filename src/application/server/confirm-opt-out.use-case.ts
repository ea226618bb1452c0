import type { OptOutTokenRefused } from '../../domain/opt-out/opt-out-failures.ts'
import { asOptOutToken, hashOptOutToken } from '../../domain/opt-out/opt-out-token.ts'
import { optOutEntries } from '../../domain/opt-out/suppression-key.ts'
import { tokenState } from '../../domain/opt-out/token-expiry.ts'
import type { Clock } from './ports/clock.port.ts'
import type { ContactEraser } from './ports/contact-eraser.port.ts'
import type { Digest } from './ports/digest.port.ts'
import type { SuppressionList } from './ports/suppression-list.repository.port.ts'

export type OptOutConfirmed = { readonly _tag: 'OptOutConfirmed' }

/**
 * POST /opt-out/confirm: the link's token, posted from the web app's confirmation page (a mail scanner
 * fetching the link confirms nothing). Suppresses the profile and the confirming address, then erases
 * them from the contact data. Each step is idempotent and the request is marked used last, so a step
 * that fails leaves a link that can be followed again.
 */
export class ConfirmOptOut {
  constructor(
    private readonly list: SuppressionList,
    private readonly eraser: ContactEraser,
    private readonly digest: Digest,
    private readonly clock: Clock,
    private readonly pepper: string,
  ) {}

  async execute(input: { readonly token: string }): Promise<OptOutConfirmed | OptOutTokenRefused> {
    const token = asOptOutToken(input.token)
    if (token === undefined) return { _tag: 'OptOutTokenUnknown' }
    const tokenHash = hashOptOutToken(token, this.digest.sha256Hex)
    const request = await this.list.findRequest(tokenHash)
    if (request === undefined) return { _tag: 'OptOutTokenUnknown' }
    const now = this.clock.now()
    if (tokenState(request, now) === 'Expired') return { _tag: 'OptOutTokenExpired' }
    // Otherwise a confirmed request is a used link (and one still pending names its person).
    if (request.confirmedAt !== null) return { _tag: 'OptOutTokenUsed' }
    const who = { profileId: request.profileId, email: request.email }
    // Suppressed first: from this moment no import brings them back, even while the erasing runs.
    await this.list.suppress(optOutEntries(who, this.pepper, this.digest.sha256Hex), now)
    await this.eraser.forget(who)
    // A confirmation racing this one did the same work: either way the person is out.
    await this.list.markConfirmed(tokenHash, now)
    await this.list.purgeExpired(now)
    return { _tag: 'OptOutConfirmed' }
  }
}
