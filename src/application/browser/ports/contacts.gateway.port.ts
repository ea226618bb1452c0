import type { RevealWant } from '../../../domain/companies/reveal-choice.ts'
import type { CreditKind } from '../../../domain/credits/credit-kind.ts'
import type { EmailVerdict } from '../../../domain/email/email-verdict.ts'
import type { ProfileId } from '../../../domain/profiles/profile-id.ts'
import type { CallStatus } from './api-call-failed.ts'

/** Which parts of a person's contacts the user may see in full. */
export type ContactParts = { readonly emails: boolean; readonly phones: boolean }

/** A price in credits, itemised by the kind of credit that pays (PRODUCT.md: the cost shown first). */
export type CreditCost = {
  readonly credits: number
  readonly charges: readonly { readonly kind: CreditKind; readonly quantity: number }[]
}

/** A revealed email's verdict (docs/contact-engine.md "Verdicts") and when it was reached. */
export type EmailDetail = {
  readonly address: string
  readonly verdict: EmailVerdict
  /** ISO 8601. */
  readonly checkedAt: string
  /** The verdict is stale and a re-check is queued: asking again later shows its result. */
  readonly recheckPending: boolean
}

/** What "Report a bounce" found: the re-check made at once, and the credit given back (none: 0). */
export type BounceReport = {
  readonly address: string
  readonly verdict: EmailVerdict
  readonly checkedAt: string
  readonly refunded: CreditCost
}

/**
 * A person as GET /contact/profile/{id} answers (SPEC §3 Profile, plus the title and the cost): parts
 * not paid for come masked, so the user sees what there is before paying.
 */
export type ProfileContacts = {
  readonly linkedinId: string
  readonly name: string
  readonly title: string | null
  readonly company: string | null
  readonly emails: readonly string[]
  readonly phones: readonly string[]
  /** The first phone is on WhatsApp; false while phones are masked. */
  readonly whatsappValid: boolean
  readonly revealed: ContactParts
  /** The revealed emails' verdicts, in the order of `emails`; none while emails are masked. */
  readonly emailDetails: readonly EmailDetail[]
  /** How many emails and phones there are, revealed or not. */
  readonly available: { readonly emails: number; readonly phones: number }
  /** What revealing the rest costs now; null when no credit can pay for it. */
  readonly cost: CreditCost | null
  /** What this answer charged (nothing for a look). */
  readonly charged: CreditCost
}

/** 404: the service holds nothing for this person. */
export type ProfileNotFound = { readonly _tag: 'ProfileNotFound' }

/**
 * Any other failure, with the status SPEC §8's table needs (429 'Credits Exceeded' among them) and
 * the API's message, if any.
 */
export type ContactsCallFailed = {
  readonly _tag: 'ContactsCallFailed'
  readonly status: CallStatus
  /** The error body's stable `code` (RATE_LIMITED tells the rate limit from the credits' 429). */
  readonly code?: string
  readonly message?: string
}

export type ContactsFailure = ProfileNotFound | ContactsCallFailed

export const isContactsFailure = (value: ProfileContacts | ContactsFailure): value is ContactsFailure =>
  '_tag' in value

/**
 * The profile calls of the contacts API, with a bearer token. `want` (the API's `want=`, default 'all')
 * names the parts asked for: the look quotes them, the reveal pays for them.
 */
export interface ContactsGateway {
  /** The person with masked contacts and the cost of revealing the wanted parts: free. */
  lookUp(
    accessToken: string,
    profileId: ProfileId,
    want?: RevealWant,
  ): Promise<ProfileContacts | ContactsFailure>
  /** Pays (`reveal=true`) and answers the person with what was paid for now or before. */
  reveal(
    accessToken: string,
    profileId: ProfileId,
    want?: RevealWant,
  ): Promise<ProfileContacts | ContactsFailure>
  /**
   * POST /email/bounce: a revealed email bounced. Re-verified at once; the credit back when it is now
   * invalid. Refused with 409 BOUNCE_ALREADY_REPORTED the second time, 404 EMAIL_NOT_REVEALED for an
   * address the user never revealed.
   */
  reportBounce(accessToken: string, email: string): Promise<BounceReport | ContactsCallFailed>
}
