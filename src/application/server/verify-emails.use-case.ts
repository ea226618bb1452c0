import type { Bucket } from '../../domain/credits/bucket.ts'
import { verifyEmail } from '../../domain/credits/credit-action.ts'
import type { Charge } from '../../domain/credits/quote.ts'
import { spend } from '../../domain/credits/spend.ts'
import { isDefinite } from '../../domain/email/email-verdict.ts'
import type { Instant } from '../../domain/shared/instant.ts'
import type { Caller } from './caller.ts'
import type { Clock } from './ports/clock.port.ts'
import type { ChargeDecision, CreditLedgerRepository } from './ports/credit-ledger.repository.port.ts'
import type { EmailVerification, EmailVerifier } from './ports/email-verifier.port.ts'

/** One address's answer: withheld (null) when no credit could pay for it. */
export type VerifiedAddress = {
  readonly address: string
  readonly verification: EmailVerification | null
  readonly notEnoughCredits: boolean
}
export type EmailsVerified = {
  readonly _tag: 'EmailsVerified'
  readonly results: readonly VerifiedAddress[]
  readonly charged: readonly Charge[]
}

// Addresses checked at once: each holds a connection to some mail server (politeness is per server).
const AT_ONCE = 8

const inBatches = async <T, R>(items: readonly T[], size: number, run: (item: T) => Promise<R>) => {
  const results: R[] = []
  for (let start = 0; start < items.length; start += size)
    results.push(...(await Promise.all(items.slice(start, start + size).map(run))))
  return results
}

/** Pays for each definite answer in order while credits last; the rest are withheld. */
const payFor = (
  buckets: readonly Bucket[],
  verifications: readonly EmailVerification[],
  now: Instant,
): ChargeDecision<{ readonly paid: readonly boolean[]; readonly charges: readonly Charge[] }> => {
  let current = buckets
  const charges: Charge[] = []
  const paid = verifications.map((verification) => {
    const spent = spend(current, verifyEmail(isDefinite(verification.verdict)), now)
    if (spent._tag === 'CreditsExceeded') return false
    current = spent.buckets
    charges.push(...spent.charges)
    return true
  })
  const result = { paid, charges }
  if (charges.length === 0) return { _tag: 'NoCharge', result }
  const reference = `${verifications.length} address${verifications.length === 1 ? '' : 'es'}`
  return {
    _tag: 'Charge',
    buckets: current,
    charges,
    ledgerAction: 'VerifyEmail',
    reference,
    at: now,
    result,
  }
}

/**
 * POST /api/email/verify: up to 100 pasted addresses, each once. A valid, accept-all or invalid answer
 * costs one email credit, `unknown` nothing; answers no credit can pay for come back withheld.
 */
export class VerifyEmails {
  constructor(
    private readonly verifier: EmailVerifier,
    private readonly ledger: CreditLedgerRepository,
    private readonly clock: Clock,
  ) {}

  async execute(caller: Caller, addresses: readonly string[]): Promise<EmailsVerified> {
    const unique = [...new Set(addresses.map((address) => address.trim()).filter((a) => a !== ''))]
    const verifications = await inBatches(unique, AT_ONCE, (address) => this.verifier.verify(address))
    const now = this.clock.now()
    const { paid, charges } = await this.ledger.charge(caller.userId, (buckets) =>
      payFor(buckets, verifications, now),
    )
    return {
      _tag: 'EmailsVerified',
      results: verifications.map((verification, index) => ({
        address: verification.address,
        verification: paid[index] ? verification : null,
        notEnoughCredits: !paid[index],
      })),
      charged: charges,
    }
  }
}
