import type { Bucket } from '../../domain/credits/bucket.ts'
import { emailPayingLine, type PaidLine, type Refund, refundLine } from '../../domain/credits/refund.ts'
import type { ProfileId } from '../../domain/profiles/profile-id.ts'
import type { Instant } from '../../domain/shared/instant.ts'
import type { Caller } from './caller.ts'
import type { Clock } from './ports/clock.port.ts'
import type { ContactAccessRepository } from './ports/contact-access.repository.port.ts'
import type { CreditLedgerRepository, RefundDecision } from './ports/credit-ledger.repository.port.ts'
import type { EmailRecords } from './ports/email-records.port.ts'
import type { EmailVerification } from './ports/email-verifier.port.ts'
import type { RecheckEmail } from './recheck-email.use-case.ts'

/** The ledger action of a credit given back for a bounced email. */
export const BOUNCE_REFUND_ACTION = 'BounceRefund'

export type BounceReported = {
  readonly _tag: 'BounceReported'
  /** The re-check made at once. */
  readonly verification: EmailVerification
  /** The credit given back, when the address is now invalid and its paying credit was not given back before. */
  readonly refunded: Refund | null
}
/** The caller has not revealed or found this address: there is nothing of theirs to report. */
export type EmailNotRevealed = { readonly _tag: 'EmailNotRevealed' }
/** The caller already reported this address (at most once per address per user). */
export type BounceAlreadyReported = { readonly _tag: 'BounceAlreadyReported' }

export type ReportBounceOutcome = BounceReported | EmailNotRevealed | BounceAlreadyReported

/** The refund of the email part paid under one reference, as the ledger writes it (the domain decides). */
export const decideRefund =
  (at: Instant, reference: string) =>
  (buckets: readonly Bucket[], lines: readonly PaidLine[]): RefundDecision<Refund | null> => {
    const given = refundLine(buckets, emailPayingLine(lines))
    if (given._tag === 'NothingToRefund') return { _tag: 'NoRefund', result: null }
    return {
      _tag: 'Refund',
      buckets: given.buckets,
      refund: given.refund,
      ledgerAction: BOUNCE_REFUND_ACTION,
      reference,
      at,
      result: given.refund,
    }
  }

/**
 * POST /api/email/bounce ("Report a bounce" next to a revealed email): the address is re-verified at
 * once and its verdict written on every copy (so it is marked for everyone); if it is now `invalid`,
 * the credit that paid for it (the reveal of a person holding it, or the find that found it) is given
 * back as a ledger line of its own, at most once. One report per address per user. Like a re-check,
 * the new verdict is told to everyone holding the address (`email.reverified`), the reporter included.
 */
export class ReportBounce {
  constructor(
    private readonly records: EmailRecords,
    private readonly access: ContactAccessRepository,
    private readonly recheck: RecheckEmail,
    private readonly ledger: CreditLedgerRepository,
    private readonly clock: Clock,
  ) {}

  async execute(caller: Caller, rawAddress: string): Promise<ReportBounceOutcome> {
    const address = rawAddress.trim()
    const { userId } = caller
    const references = await this.paidReferences(userId, address)
    if (references.length === 0) return { _tag: 'EmailNotRevealed' }
    if (!(await this.records.markBounceReported(userId, address, this.clock.now())))
      return { _tag: 'BounceAlreadyReported' }
    let verification: EmailVerification
    try {
      verification = await this.recheck.execute(address)
    } catch (defect) {
      // The report did not happen: the user may try again.
      await this.records.forgetBounceReport(userId, address)
      throw defect
    }
    if (verification.verdict !== 'invalid') return { _tag: 'BounceReported', verification, refunded: null }
    const now = this.clock.now()
    for (const reference of references) {
      const refunded = await this.ledger.refund(userId, reference, decideRefund(now, reference))
      if (refunded !== null) return { _tag: 'BounceReported', verification, refunded }
    }
    return { _tag: 'BounceReported', verification, refunded: null }
  }

  /** What the user paid for this address under: the people holding it whose emails they revealed, or the find. */
  private async paidReferences(userId: string, address: string): Promise<readonly string[]> {
    const holders = (await this.records.holdersOf(address)) as readonly ProfileId[]
    const [revealed, found] = await Promise.all([
      holders.length === 0 ? new Map() : this.access.revealedOf(userId, holders),
      this.records.wasFound(userId, address),
    ])
    return [...holders.filter((id) => revealed.get(id)?.emails === true), ...(found ? [address] : [])]
  }
}
