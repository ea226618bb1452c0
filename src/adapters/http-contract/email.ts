import { Schema } from 'effect'
import { EMAIL_VERDICTS } from '../../domain/email/email-verdict.ts'
import { MAX_VERIFY_ADDRESSES } from '../../domain/email/verify-limits.ts'
import { defineCall, type ErrorDoc } from './call.ts'
import { Cost } from './contacts.ts'
import { ERROR_CODES } from './error-codes.ts'
import { IsoDate, Text } from './wire-schemas.ts'

// The contact engine's calls (docs/contact-engine.md): find a person's work email, verify addresses.

export const EmailVerdictSchema = Schema.Literals(EMAIL_VERDICTS)

/** Everything known about an address after checking it (docs/contact-engine.md "Verdicts"). */
export const VerificationAnswer = Schema.Struct({
  address: Schema.String,
  verdict: EmailVerdictSchema,
  reason: Schema.String,
  mxHost: Schema.NullOr(Schema.String),
  checkedAt: IsoDate,
  disposable: Schema.Boolean,
  freeWebmail: Schema.Boolean,
  role: Schema.Boolean,
  steps: Schema.Array(Schema.Struct({ step: Schema.String, outcome: Schema.String })),
})

export const FindAnswer = Schema.Struct({
  /** False when no address could be found (nothing is charged then). */
  found: Schema.Boolean,
  address: Schema.NullOr(Schema.String),
  verdict: Schema.NullOr(EmailVerdictSchema),
  /** 0–100. */
  confidence: Schema.NullOr(Schema.Number),
  /** Why that confidence ("pattern flast seen on 14 of 17 addresses"), or why nothing was found. */
  basis: Schema.String,
  verification: Schema.NullOr(VerificationAnswer),
  charged: Cost,
})

/** One verified address; `verification` is null when no credit could pay for its answer. */
export const VerifiedItem = Schema.Struct({
  address: Schema.String,
  verification: Schema.NullOr(VerificationAnswer),
  notEnoughCredits: Schema.Boolean,
})

export const VerifyAnswer = Schema.Struct({ results: Schema.Array(VerifiedItem), charged: Cost })

// A literal code (`as const satisfies`), so the call's failure type names it for the UI.
const CREDITS_EXCEEDED = {
  status: 429,
  code: ERROR_CODES.creditsExceeded,
  when: 'an address was found but no credit can pay for it (message `Credits Exceeded`)',
} as const satisfies ErrorDoc

export const findEmail = defineCall({
  method: 'GET',
  path: '/api/email/find',
  access: 'user',
  keyScope: 'reveal',
  idempotent: true,
  tag: 'email',
  summary:
    "A person's work email from their name (or a profile link we hold) and their company's domain (or a " +
    "company name we hold; a profile's own company when neither is given): the domain's pattern, candidates " +
    'verified in order; a found address is kept with the person. One email credit when a valid or ' +
    'accept-all address is found; free otherwise and when found before',
  query: Schema.Struct({
    firstName: Schema.optionalKey(Text(100)),
    lastName: Schema.optionalKey(Text(100)),
    profileLink: Schema.optionalKey(Text(300)),
    domain: Schema.optionalKey(Text(253)),
    company: Schema.optionalKey(Text(200)),
  }),
  response: FindAnswer,
  errors: [
    {
      status: 400,
      code: ERROR_CODES.invalidRequest,
      when: 'neither firstName and lastName nor profileLink, or no domain, company or profile company',
    },
    { status: 400, code: ERROR_CODES.invalidProfileId, when: 'profileLink is not a profile link' },
    { status: 404, code: ERROR_CODES.profileNotFound, when: 'we hold no one at profileLink' },
    { status: 404, code: ERROR_CODES.companyNotFound, when: 'we hold no company of that name' },
    CREDITS_EXCEEDED,
  ],
})

export const verifyEmails = defineCall({
  method: 'POST',
  path: '/api/email/verify',
  access: 'user',
  keyScope: 'reveal',
  idempotent: true,
  tag: 'email',
  summary:
    'Verify up to 100 addresses (syntax, DNS, catch-all, SMTP without sending). One email credit per ' +
    'valid, accept-all or invalid answer; unknown is free. Answers no credit can pay for come back withheld',
  body: Schema.Struct({
    addresses: Schema.Array(Text(254)).pipe(
      Schema.check(Schema.isMinLength(1), Schema.isMaxLength(MAX_VERIFY_ADDRESSES)),
    ),
  }),
  response: VerifyAnswer,
})

/** What a bounce report found: the re-check made at once, and the credit given back (none: 0). */
export const BounceAnswer = Schema.Struct({
  address: Schema.String,
  verdict: EmailVerdictSchema,
  reason: Schema.String,
  checkedAt: IsoDate,
  refunded: Cost,
})

export const reportBounce = defineCall({
  method: 'POST',
  path: '/api/email/bounce',
  access: 'user',
  tag: 'email',
  summary:
    'Report that a revealed or found email bounced: it is re-verified at once and its verdict kept for ' +
    'everyone; when it is now invalid, the credit that paid for it is given back (a ledger line of its ' +
    'own, once). At most once per address per user',
  body: Schema.Struct({ email: Text(254) }),
  response: BounceAnswer,
  errors: [
    {
      status: 404,
      code: ERROR_CODES.emailNotRevealed,
      when: 'the caller has not revealed a person holding this address, nor found it',
    },
    {
      status: 409,
      code: ERROR_CODES.bounceAlreadyReported,
      when: 'the caller already reported this address',
    },
  ],
})
