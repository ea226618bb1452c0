import type { Bucket } from '../../domain/credits/bucket.ts'
import type { CreditAction, Parts } from '../../domain/credits/credit-action.ts'
import type { Charge, CreditsExceeded } from '../../domain/credits/quote.ts'
import { spend } from '../../domain/credits/spend.ts'
import type { Instant } from '../../domain/shared/instant.ts'
import type { ChargeDecision, CreditLedgerRepository, UserId } from './ports/credit-ledger.repository.port.ts'

export type ChargeCreditsInput = {
  readonly userId: UserId
  readonly action: CreditAction
  readonly now: Instant
  /** What is paid for (e.g. the profile id), recorded on each ledger line. */
  readonly reference?: string
  /** The bulk job it is paid in, recorded on each ledger line. */
  readonly job?: string
}

export type CreditsSpent = {
  readonly _tag: 'Spent'
  readonly charges: readonly Charge[]
  readonly reveals: Parts
}

export type ChargeCreditsResult = CreditsSpent | CreditsExceeded

/**
 * Pays for one action from the user's credits. The repository serialises charges per user and hands
 * over the buckets as they are under its lock; the domain's `spend` decides, so the rules live in one
 * place and the balance cannot go below zero however many requests race.
 */
export class ChargeCredits {
  constructor(private readonly ledger: CreditLedgerRepository) {}

  execute(input: ChargeCreditsInput): Promise<ChargeCreditsResult> {
    return this.ledger.charge(input.userId, (buckets) => decideCharge(buckets, input))
  }
}

/** What to write for one action on the buckets as they are under the user's lock (the domain decides). */
export const decideCharge = (
  buckets: readonly Bucket[],
  { action, now, reference, job }: ChargeCreditsInput,
): ChargeDecision<ChargeCreditsResult> => {
  const spent = spend(buckets, action, now)
  if (spent._tag === 'CreditsExceeded') return { _tag: 'NoCharge', result: spent }
  const result: CreditsSpent = { _tag: 'Spent', charges: spent.charges, reveals: spent.reveals }
  // Free (already revealed, nothing found, page already paid): nothing to write, not even a log line.
  if (spent.charges.length === 0) return { _tag: 'NoCharge', result }
  return {
    _tag: 'Charge',
    buckets: spent.buckets,
    charges: spent.charges,
    ledgerAction: action._tag,
    reference: reference ?? null,
    ...(job === undefined ? {} : { job }),
    at: now,
    result,
  }
}
