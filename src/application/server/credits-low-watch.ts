import type { Bucket } from '../../domain/credits/bucket.ts'
import type { Parts } from '../../domain/credits/credit-action.ts'
import type { PaidLine } from '../../domain/credits/refund.ts'
import {
  crossesIntoLow,
  fullRevealsLeft,
  type LeftByKind,
  LOW_REVEALS_LEFT,
  leftByKindOf,
} from '../../domain/credits/reveals-left.ts'
import type { ProfileId } from '../../domain/profiles/profile-id.ts'
import type { Instant } from '../../domain/shared/instant.ts'
import type {
  ContactAccessRepository,
  DecideInList,
  MembersPageKey,
  PageDecision,
  RevealDecision,
} from './ports/contact-access.repository.port.ts'
import type {
  ChargeDecision,
  CreditLedgerRepository,
  RefundDecision,
  UserId,
} from './ports/credit-ledger.repository.port.ts'
import type { WebhookEvents } from './ports/webhook-events.port.ts'

/**
 * Watches one charge as it is decided under the user's lock: the credits left after it when it takes
 * them from above the reveal card's low line to at or under it (`credits.low`, issue 21 §4), else null.
 */
class Crossing {
  left: LeftByKind | null = null

  watch(buckets: readonly Bucket[], decision: ChargeDecision<unknown>): void {
    this.left = null
    if (decision._tag === 'Charge') {
      const after = leftByKindOf(decision.buckets, decision.at)
      if (crossesIntoLow(leftByKindOf(buckets, decision.at), after)) this.left = after
    }
  }

  /** After the charge is written: the event, handed to `events` (which returns at once, never throws). */
  async tell(events: WebhookEvents, userId: UserId): Promise<void> {
    const { left } = this
    if (left === null) return
    await events.emit(userId, 'credits.low', {
      revealsLeft: fullRevealsLeft(left),
      threshold: LOW_REVEALS_LEFT,
      left: { ...left },
    })
  }
}

/**
 * The credit ledger that says `credits.low`: each charge (the finder, the verifier, a bulk job) is
 * watched as it is decided under the user's lock, so of concurrent charges exactly the one that crosses
 * the low line emits, once. `events` must not throw or wait (FireAndForgetWebhookEvents).
 */
export class CreditsLowWatch implements CreditLedgerRepository {
  constructor(
    private readonly inner: CreditLedgerRepository,
    private readonly events: WebhookEvents,
  ) {}

  async charge<R>(userId: UserId, decide: (buckets: readonly Bucket[]) => ChargeDecision<R>): Promise<R> {
    const crossing = new Crossing()
    const result = await this.inner.charge(userId, (buckets) => {
      const decision = decide(buckets)
      crossing.watch(buckets, decision)
      return decision
    })
    await crossing.tell(this.events, userId)
    return result
  }

  grant(userId: UserId, buckets: readonly Bucket[]) {
    return this.inner.grant(userId, buckets)
  }
  buckets(userId: UserId) {
    return this.inner.buckets(userId)
  }
  refund<R>(
    userId: UserId,
    reference: string,
    decide: (buckets: readonly Bucket[], lines: readonly PaidLine[]) => RefundDecision<R>,
  ) {
    return this.inner.refund(userId, reference, decide)
  }
  ledger(userId: UserId) {
    return this.inner.ledger(userId)
  }
  ledgerPage(userId: UserId, offset: number, limit: number) {
    return this.inner.ledgerPage(userId, offset, limit)
  }
}

/** The same watch on the charges made with contact access: reveals and members pages. */
export class ContactAccessLowWatch implements ContactAccessRepository {
  constructor(
    private readonly inner: ContactAccessRepository,
    private readonly events: WebhookEvents,
  ) {}

  async reveal<R>(
    userId: UserId,
    profileId: ProfileId,
    decide: (buckets: readonly Bucket[], alreadyRevealed: Parts) => RevealDecision<R>,
  ): Promise<R> {
    const crossing = new Crossing()
    const result = await this.inner.reveal(userId, profileId, (buckets, already) => {
      const decision = decide(buckets, already)
      crossing.watch(buckets, decision.charge)
      return decision
    })
    await crossing.tell(this.events, userId)
    return result
  }

  /** A list is one charge after another: the one decision of it that crosses the line is the event. */
  async revealMany<R>(
    userId: UserId,
    profileIds: readonly ProfileId[],
    decide: DecideInList<R>,
  ): Promise<readonly R[]> {
    let crossed: Crossing | undefined
    const result = await this.inner.revealMany(
      userId,
      profileIds,
      (buckets, already, profileId, position) => {
        // Each attempt of the transaction decides from position 0: what crossed in an earlier one counts no more.
        if (position === 0) crossed = undefined
        const decision = decide(buckets, already, profileId, position)
        const crossing = new Crossing()
        crossing.watch(buckets, decision.charge)
        if (crossing.left !== null) crossed ??= crossing
        return decision
      },
    )
    await crossed?.tell(this.events, userId)
    return result
  }

  async viewPage<R>(
    userId: UserId,
    page: MembersPageKey,
    paidSince: Instant,
    decide: (buckets: readonly Bucket[], alreadyPaid: boolean) => PageDecision<R>,
  ): Promise<R> {
    const crossing = new Crossing()
    const result = await this.inner.viewPage(userId, page, paidSince, (buckets, paid) => {
      const decision = decide(buckets, paid)
      crossing.watch(buckets, decision.charge)
      return decision
    })
    await crossing.tell(this.events, userId)
    return result
  }

  revealedOf(userId: UserId, profileIds: readonly ProfileId[]) {
    return this.inner.revealedOf(userId, profileIds)
  }
  revealedBy(userId: UserId) {
    return this.inner.revealedBy(userId)
  }
}
