import type { Bucket, BucketId } from '../../domain/credits/bucket.ts'
import type { PaidLine } from '../../domain/credits/refund.ts'
import { refundChange, usedChanges } from '../server/ports/charge-decision.ts'
import type {
  ChargeDecision,
  CreditLedgerRepository,
  LedgerLine,
  LedgerPage,
  RefundDecision,
  UserId,
} from '../server/ports/credit-ledger.repository.port.ts'

const byId = (a: Bucket, b: Bucket) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)

/**
 * CreditLedgerRepository in memory, with the database's semantics: one user's writes run one at a
 * time (a promise chain per user stands in for the row lock), and each is all or nothing.
 */
export class InMemoryCreditLedgerRepository implements CreditLedgerRepository {
  private readonly bucketsByUser = new Map<UserId, readonly Bucket[]>()
  private readonly linesByUser = new Map<UserId, readonly LedgerLine[]>()
  private readonly bucketOwners = new Map<BucketId, UserId>()
  private readonly queues = new Map<UserId, Promise<unknown>>()
  // Numbers lines across all users, as the database's identity column does.
  private lastLineId = 0

  grant(userId: UserId, buckets: readonly Bucket[]): Promise<void> {
    return this.serialised(userId, () => {
      const ids = new Set(buckets.map((b) => b.id))
      // The same defects the database refuses (primary key, check constraint), before writing anything.
      if (ids.size !== buckets.length || buckets.some((b) => this.bucketOwners.has(b.id)))
        throw new Error('grant: a bucket id is already in use')
      if (buckets.some((b) => b.used > b.granted)) throw new Error('grant: a bucket uses more than granted')
      for (const b of buckets) this.bucketOwners.set(b.id, userId)
      const added = buckets.map((b) => Object.freeze({ ...b }))
      this.bucketsByUser.set(userId, [...this.current(userId), ...added].sort(byId))
    })
  }

  async buckets(userId: UserId): Promise<readonly Bucket[]> {
    return [...this.current(userId)]
  }

  charge<R>(userId: UserId, decide: (buckets: readonly Bucket[]) => ChargeDecision<R>): Promise<R> {
    return this.chargeAlongside(userId, decide, () => {})
  }

  /**
   * Test support (additive; `charge` is this with nothing alongside): for fakes of ports that keep more
   * of a user's world beside the credits under the same lock, as the contact-access fake does. Runs as
   * `charge`, in the same per-user turn, and calls `alongside` with the decision once it is known to be
   * consistent and before anything is written, so what `alongside` records and the charge land together
   * or not at all: if `decide`, the check or `alongside` throws, nothing is written.
   */
  chargeAlongside<R>(
    userId: UserId,
    decide: (buckets: readonly Bucket[]) => ChargeDecision<R>,
    alongside: (decision: ChargeDecision<R>) => void,
  ): Promise<R> {
    return this.chargeManyAlongside(userId, 1, decide, ([decision]) => {
      if (decision !== undefined) alongside(decision)
    }).then(([result]) => result as R)
  }

  /**
   * Test support, as `chargeAlongside` for several decisions in one turn (the contact-access fake's
   * `revealMany`): `decide` is called `count` times, each on the buckets as the decisions before it left
   * them; `alongside` gets every decision once all are known to be consistent, before anything is
   * written. All or nothing: if a `decide`, a check or `alongside` throws, nothing is written.
   */
  chargeManyAlongside<R>(
    userId: UserId,
    count: number,
    decide: (buckets: readonly Bucket[], index: number) => ChargeDecision<R>,
    alongside: (decisions: readonly ChargeDecision<R>[]) => void,
  ): Promise<readonly R[]> {
    return this.serialised(userId, () => {
      let buckets = this.current(userId)
      const decisions: ChargeDecision<R>[] = []
      for (let index = 0; index < count; index++) {
        const decision = decide([...buckets], index)
        if (decision._tag === 'Charge') {
          const changes = new Map(usedChanges(buckets, decision).map((c) => [c.bucketId, c.to]))
          buckets = buckets.map((b) => {
            const used = changes.get(b.id)
            return used === undefined ? b : Object.freeze({ ...b, used })
          })
        }
        decisions.push(decision)
      }
      alongside(decisions)
      this.bucketsByUser.set(userId, buckets)
      const lines = decisions.flatMap((decision) =>
        decision._tag === 'NoCharge'
          ? []
          : decision.charges.map(
              (c): LedgerLine =>
                Object.freeze({
                  id: String(++this.lastLineId),
                  bucketId: c.bucketId,
                  kind: c.kind,
                  quantity: c.quantity,
                  action: decision.ledgerAction,
                  reference: decision.reference,
                  at: decision.at,
                }),
            ),
      )
      this.linesByUser.set(userId, [...(this.linesByUser.get(userId) ?? []), ...lines])
      return decisions.map((d) => d.result)
    })
  }

  refund<R>(
    userId: UserId,
    reference: string,
    decide: (buckets: readonly Bucket[], lines: readonly PaidLine[]) => RefundDecision<R>,
  ): Promise<R> {
    return this.serialised(userId, () => {
      const loaded = this.current(userId)
      const all = this.linesByUser.get(userId) ?? []
      const givenBack = new Set(all.flatMap((l) => (l.refundOf === undefined ? [] : [l.refundOf])))
      const lines = all
        .filter((l) => l.refundOf === undefined && l.reference === reference)
        .map(
          (l): PaidLine => ({
            id: l.id,
            bucketId: l.bucketId,
            kind: l.kind,
            quantity: l.quantity,
            refunded: givenBack.has(l.id),
          }),
        )
      const decision = decide([...loaded], lines)
      if (decision._tag === 'NoRefund') return decision.result
      const change = refundChange(loaded, lines, decision)
      this.bucketsByUser.set(
        userId,
        loaded.map((b) => (b.id === change.bucketId ? Object.freeze({ ...b, used: change.to }) : b)),
      )
      const line: LedgerLine = Object.freeze({
        id: String(++this.lastLineId),
        bucketId: decision.refund.bucketId,
        kind: decision.refund.kind,
        quantity: decision.refund.quantity,
        action: decision.ledgerAction,
        reference: decision.reference,
        at: decision.at,
        refundOf: decision.refund.refundOf,
      })
      this.linesByUser.set(userId, [...all, line])
      return decision.result
    })
  }

  async ledger(userId: UserId): Promise<readonly LedgerLine[]> {
    // As the database orders them: by time, newest first; lines of one time, last written first.
    return [...(this.linesByUser.get(userId) ?? [])].reverse().sort((a, b) => b.at - a.at)
  }

  async ledgerPage(userId: UserId, offset: number, limit: number): Promise<LedgerPage> {
    const all = await this.ledger(userId)
    const start = Math.max(0, offset)
    return { total: all.length, lines: all.slice(start, start + Math.max(0, limit)) }
  }

  private current(userId: UserId): readonly Bucket[] {
    return this.bucketsByUser.get(userId) ?? []
  }

  // Runs `work` after every earlier write of this user has settled; a failure fails only its caller.
  private serialised<T>(userId: UserId, work: () => T): Promise<T> {
    const run = (this.queues.get(userId) ?? Promise.resolve()).then(work)
    const tail = run.then(
      () => undefined,
      () => undefined,
    )
    this.queues.set(userId, tail)
    void tail.then(() => {
      if (this.queues.get(userId) === tail) this.queues.delete(userId)
    })
    return run
  }
}
