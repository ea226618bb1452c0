import type { Bucket } from '../../domain/credits/bucket.ts'
import { type Parts, revealProfile } from '../../domain/credits/credit-action.ts'
import type { ProfileId } from '../../domain/profiles/profile-id.ts'
import type { Instant } from '../../domain/shared/instant.ts'
import { type ChargeCreditsResult, decideCharge } from './charge-credits.use-case.ts'
import type { RevealDecision } from './ports/contact-access.repository.port.ts'
import type { PersonRecord } from './ports/contact-source.port.ts'
import type { UserId } from './ports/credit-ledger.repository.port.ts'

/** What the data holds of a person: the parts a reveal of them can show. */
export const partsFound = (person: Pick<PersonRecord, 'emails' | 'phones'>): Parts => ({
  emails: person.emails.length > 0,
  phones: person.phones.length > 0,
})

export type RevealAsked = {
  readonly userId: UserId
  readonly profileId: ProfileId
  /** What the data holds of the person. */
  readonly found: Parts
  readonly wants: Parts
  readonly now: Instant
  /** The bulk job the reveal is paid in. */
  readonly job?: string
}

/**
 * What a reveal of one person writes, decided under the user's lock on the buckets and what the user
 * already holds of the person: the domain's rule (`revealProfile` paid by `spend`, through decideCharge)
 * and the call's search-log line, unless refused. The one decision of a reveal, whether it comes alone
 * (GET /contact/profile/{id}) or in a bulk job's list (`revealMany`, one person after another).
 */
export const decideReveal = (
  buckets: readonly Bucket[],
  alreadyRevealed: Parts,
  { userId, profileId, found, wants, now, job }: RevealAsked,
): RevealDecision<ChargeCreditsResult> => {
  const action = revealProfile({ found, alreadyRevealed, wants })
  const charge = decideCharge(buckets, {
    userId,
    action,
    now,
    reference: profileId,
    ...(job === undefined ? {} : { job }),
  })
  if (charge.result._tag === 'CreditsExceeded') return { charge, revealed: alreadyRevealed, at: now }
  const logged = {
    userId,
    apiName: 'getUserContact' as const,
    requestParams: { linkedInId: profileId },
    createdAt: now,
  }
  return { charge, revealed: charge.result.reveals, at: now, logged }
}
