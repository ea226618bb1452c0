import {
  crossesIntoLow,
  fullRevealsLeft,
  type LeftByKind,
  LOW_REVEALS_LEFT,
  leftByKindOf,
} from '../../domain/credits/reveals-left.ts'
import type { Bucket } from '../../domain/credits/bucket.ts'
import type { PaidLine } from '../../domain/credits/refund.ts'
import type {
  ChargeDecision,
  CreditLedgerRepository,
  RefundDecision,
  UserId,
} from './ports/credit-ledger.repository.port.ts'
import type { WebhookEvents } from './ports/webhook-events.port.ts'

/**
 * The credit ledger that says `credits.low` (issue 21 §4): every charge, whoever makes it (a reveal,
 * the finder, the verifier, a bulk job, a members page), is watched as the ledger decides it under the
 * user's lock, so of concurrent charges exactly the one that takes the credits from above the reveal
 * card's low line to at or under it emits, once. The event is handed to `events` after the charge is
 * written; `events` must not throw or wait (FireAndForgetWebhookEvents).
 */
export class CreditsLowWatch implements CreditLedgerRepository {
  constructor(
    private readonly ledger: CreditLedgerRepository,
    private readonly events: WebhookEvents,
  ) {}

  async charge<R>(userId: UserId, decide: (buckets: readonly Bucket[]) => ChargeDecision<R>): Promise<R> {
    let crossed: LeftByKind | null = null
    const result = await this.ledger.charge(userId, (buckets) => {
      crossed = null
      const decision = decide(buckets)
      if (decision._tag === 'Charge') {
        const after = leftByKindOf(decision.buckets, decision.at)
        if (crossesIntoLow(leftByKindOf(buckets, decision.at), after)) crossed = after
      }
      return decision
    })
    const left: LeftByKind | null = crossed
    if (left !== null)
      await this.events.emit(userId, 'credits.low', {
        revealsLeft: fullRevealsLeft(left),
        threshold: LOW_REVEALS_LEFT,
        left: { ...left },
      })
    return result
  }

  grant(userId: UserId, buckets: readonly Bucket[]) {
    return this.ledger.grant(userId, buckets)
  }
  buckets(userId: UserId) {
    return this.ledger.buckets(userId)
  }
  refund<R>(
    userId: UserId,
    reference: string,
    decide: (buckets: readonly Bucket[], lines: readonly PaidLine[]) => RefundDecision<R>,
  ) {
    return this.ledger.refund(userId, reference, decide)
  }
  ledger(userId: UserId) {
    return this.ledger.ledger(userId)
  }
  ledgerPage(userId: UserId, offset: number, limit: number) {
    return this.ledger.ledgerPage(userId, offset, limit)
  }
}
