import { pageCount } from '../../domain/pagination/page-count.ts'
import type { PlanType } from '../../domain/plans/plan-type.ts'
import type { Caller } from './caller.ts'
import type { CreditLedgerRepository, LedgerLine } from './ports/credit-ledger.repository.port.ts'

/** The credit log shows 20 lines a page. */
export const CREDIT_LOG_PAGE_SIZE = 20

/** A ledger line with the plan or packet whose credit paid, when the bucket still names it. */
export type CreditLogLine = LedgerLine & { readonly planType: PlanType | null }

export type CreditLogPage = {
  readonly lines: readonly CreditLogLine[]
  readonly total: number
  /** 0 when the log is empty. */
  readonly totalPages: number
  readonly page: number
}

export type ListCreditLogInput = { readonly caller: Caller; readonly page: number }

/**
 * GET /payment/credit-log: the caller's own charges, one line per credit taken from one bucket,
 * newest first, a page at a time (PRODUCT: every charge is an itemised line in the log).
 */
export class ListCreditLog {
  constructor(private readonly ledger: CreditLedgerRepository) {}

  async execute({ caller, page }: ListCreditLogInput): Promise<CreditLogPage> {
    const offset = (page - 1) * CREDIT_LOG_PAGE_SIZE
    // A user holds a few buckets per purchase, so reading them all to name each line's plan is cheap.
    const [{ total, lines }, buckets] = await Promise.all([
      this.ledger.ledgerPage(caller.userId, offset, CREDIT_LOG_PAGE_SIZE),
      this.ledger.buckets(caller.userId),
    ])
    const planOfBucket = new Map(buckets.map((b) => [b.id, b.source]))
    return {
      lines: lines.map((line) => ({ ...line, planType: planOfBucket.get(line.bucketId) ?? null })),
      total,
      totalPages: pageCount(total, CREDIT_LOG_PAGE_SIZE),
      page,
    }
  }
}
