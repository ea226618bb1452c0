import type { EmailVerdict } from '../../../domain/email/email-verdict.ts'
import type { ApiCallFailed } from './api-call-failed.ts'
import type { CreditCost } from './contacts.gateway.port.ts'

/** What the contact engine says of one address (docs/contact-engine.md "Verdicts"). */
export type EmailVerification = {
  readonly address: string
  readonly verdict: EmailVerdict
  /** In words, with the mail server's reply where there was one. */
  readonly reason: string
  /** ISO 8601. */
  readonly checkedAt: string
}

/** Whose work email to look for. */
/** Who (a name, or a profile link we hold) and where (a domain, or a company name we hold). */
export type FindEmailRequest = {
  readonly firstName?: string
  readonly lastName?: string
  /** A profile link we hold: its name, and its company when no other is given. */
  readonly profileLink?: string
  /** The company's domain, e.g. `acme.io`. */
  readonly domain?: string
  /** A company name we hold, instead of a domain. */
  readonly company?: string
}

/** GET /api/email/find: the best address and why, or none (then nothing is charged). */
export type FoundEmail =
  | {
      readonly found: true
      readonly address: string
      readonly verdict: EmailVerdict
      /** 0–100. */
      readonly confidence: number
      /** Why that confidence ("pattern flast seen on 14 of 17 addresses"). */
      readonly basis: string
      readonly charged: CreditCost
    }
  | {
      readonly found: false
      /** Why nothing was found. */
      readonly basis: string
      readonly charged: CreditCost
    }

/** One address of a verified list: its verification, or withheld because no credit could pay for it. */
export type VerifiedEmail =
  | { readonly _tag: 'Verified'; readonly address: string; readonly verification: EmailVerification }
  | { readonly _tag: 'Withheld'; readonly address: string }

/** POST /api/email/verify: every address in the order sent, and what the answers cost. */
export type VerifiedEmails = { readonly results: readonly VerifiedEmail[]; readonly charged: CreditCost }

/**
 * The contact engine's calls for a signed-in user: find one person's work email, verify up to
 * MAX_VERIFY_ADDRESSES addresses at once. 429 CREDITS_EXCEEDED when a found address cannot be paid for.
 */
export interface EmailGateway {
  find(accessToken: string, request: FindEmailRequest): Promise<FoundEmail | ApiCallFailed>
  verify(accessToken: string, addresses: readonly string[]): Promise<VerifiedEmails | ApiCallFailed>
}
