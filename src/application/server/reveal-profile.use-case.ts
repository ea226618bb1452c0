import { type Parts, revealProfile } from '../../domain/credits/credit-action.ts'
import { type Charge, quote } from '../../domain/credits/quote.ts'
import type { ProfileId } from '../../domain/profiles/profile-id.ts'
import type { Caller } from './caller.ts'
import { decideReveal, partsFound } from './decide-reveal.ts'
import type { Clock } from './ports/clock.port.ts'
import type { ContactAccessRepository } from './ports/contact-access.repository.port.ts'
import type { ContactSource, PersonRecord } from './ports/contact-source.port.ts'
import type { CreditLedgerRepository } from './ports/credit-ledger.repository.port.ts'
import { type Metrics, NO_METRICS } from './ports/metrics.port.ts'
import type { QueueStaleVerdicts } from './queue-stale-verdicts.use-case.ts'

export type RevealProfileInput = {
  readonly caller: Caller
  readonly profileId: ProfileId
  /** false: look without paying (the cost is shown first); true: pay and reveal. */
  readonly reveal: boolean
  readonly wants: Parts
}

export type ProfileRevealed = {
  readonly _tag: 'ProfileRevealed'
  readonly person: PersonRecord
  /** What the caller may see: paid for now or earlier. */
  readonly revealed: Parts
  /** What this call charged (empty when free). */
  readonly charged: readonly Charge[]
  /** What revealing the wanted parts would cost now; null when no credit could pay for it. */
  readonly cost: readonly Charge[] | null
  /** Revealed addresses whose verdict is stale and has a re-check queued (issue 19 §3). */
  readonly recheckPending: ReadonlySet<string>
}

export type ProfileNotFound = { readonly _tag: 'ProfileNotFound' }
export type RevealRefused = { readonly _tag: 'CreditsExceeded' }

/**
 * GET /contact/profile/{id}: a person, masked until paid for. Revealing charges under the user's lock
 * together with the record of what was bought and the search-log line, so no one pays twice or pays for
 * nothing, and every reveal is in the log. Looking without paying is not logged.
 */
export class RevealProfile {
  constructor(
    private readonly source: ContactSource,
    private readonly ledger: CreditLedgerRepository,
    private readonly access: ContactAccessRepository,
    private readonly clock: Clock,
    /** Absent: stale verdicts are shown as they are, and nothing is queued. */
    private readonly rechecks?: QueueStaleVerdicts,
    private readonly metrics: Pick<Metrics, 'revealed'> = NO_METRICS,
  ) {}

  /** The re-checks a shown stale verdict asks for (only revealed emails are shown). */
  private async pendingOf(person: PersonRecord, revealed: Parts): Promise<ReadonlySet<string>> {
    if (!revealed.emails || this.rechecks === undefined) return new Set()
    return this.rechecks.execute(person.emails)
  }

  async execute(input: RevealProfileInput): Promise<ProfileRevealed | ProfileNotFound | RevealRefused> {
    const person = await this.source.person(input.profileId)
    if (person === undefined) return { _tag: 'ProfileNotFound' }
    const found = partsFound(person)
    const userId = input.caller.userId
    const now = this.clock.now()
    if (!input.reveal) {
      const [buckets, revealed] = await Promise.all([
        this.ledger.buckets(userId),
        this.access.revealedOf(userId, [input.profileId]),
      ])
      const already = revealed.get(input.profileId) ?? { emails: false, phones: false }
      const quoted = quote(
        buckets,
        revealProfile({ found, alreadyRevealed: already, wants: input.wants }),
        now,
      )
      const cost = quoted._tag === 'Quoted' ? quoted.charges : null
      const recheckPending = await this.pendingOf(person, already)
      return { _tag: 'ProfileRevealed', person, revealed: already, charged: [], cost, recheckPending }
    }
    const asked = { userId, profileId: input.profileId, found, wants: input.wants, now }
    const outcome = await this.access.reveal(userId, input.profileId, (buckets, already) =>
      decideReveal(buckets, already, asked),
    )
    if (outcome._tag === 'CreditsExceeded') return { _tag: 'CreditsExceeded' }
    for (const charge of outcome.charges) this.metrics.revealed(charge.kind, charge.quantity)
    // spend pays for every wanted part it can, so a wanted part still hidden is one no credit can pay.
    const unpaid =
      (input.wants.emails && found.emails && !outcome.reveals.emails) ||
      (input.wants.phones && found.phones && !outcome.reveals.phones)
    const cost = unpaid ? null : []
    const recheckPending = await this.pendingOf(person, outcome.reveals)
    return {
      _tag: 'ProfileRevealed',
      person,
      revealed: outcome.reveals,
      charged: outcome.charges,
      cost,
      recheckPending,
    }
  }
}
