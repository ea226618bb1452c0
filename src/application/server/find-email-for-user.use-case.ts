import { findEmail } from '../../domain/credits/credit-action.ts'
import type { Charge } from '../../domain/credits/quote.ts'
import type { Caller } from './caller.ts'
import { decideCharge } from './charge-credits.use-case.ts'
import type { EmailFound, EmailNotFound, FindEmail, FindEmailInput } from './find-email.use-case.ts'
import type { Clock } from './ports/clock.port.ts'
import type { CreditLedgerRepository } from './ports/credit-ledger.repository.port.ts'
import type { EmailRecords } from './ports/email-records.port.ts'

export type FindEmailForUserInput = FindEmailInput & { readonly caller: Caller }
export type FindOutcome =
  | (EmailFound & { readonly charged: readonly Charge[] })
  | (EmailNotFound & { readonly charged: readonly Charge[] })
  | { readonly _tag: 'CreditsExceeded' }

/**
 * GET /api/email/find: the finder for a signed-in user. A `valid` or `accept_all` address costs one
 * email credit the first time this user finds it (marked before charging, so two racing finds charge
 * once); `unknown` and not found are free. An answer no credit can pay for is not given.
 */
export class FindEmailForUser {
  constructor(
    private readonly finder: FindEmail,
    private readonly records: EmailRecords,
    private readonly ledger: CreditLedgerRepository,
    private readonly clock: Clock,
  ) {}

  async execute({ caller, ...input }: FindEmailForUserInput): Promise<FindOutcome> {
    const result = await this.finder.execute(input)
    if (result._tag === 'EmailNotFound' || (result.verdict !== 'valid' && result.verdict !== 'accept_all'))
      return { ...result, charged: [] }
    const { userId } = caller
    const now = this.clock.now()
    const first = await this.records.markFound(userId, result.address, now)
    const paid = await this.ledger.charge(userId, (buckets) =>
      decideCharge(buckets, { userId, action: findEmail(true, !first), now, reference: result.address }),
    )
    if (paid._tag === 'CreditsExceeded') {
      if (first) await this.records.forgetFound(userId, result.address)
      return { _tag: 'CreditsExceeded' }
    }
    return { ...result, charged: paid.charges }
  }
}
