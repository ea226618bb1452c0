import { Effect, Schema } from 'effect'
import { OPT_OUT_CODES, OPT_OUT_REVIEW_CODES } from '../../domain/opt-out/opt-out-failures.ts'
import { REVIEW_DECISIONS } from '../../domain/opt-out/review-decision.ts'
import { LANGUAGES } from '../../domain/preferences/language.ts'
import { defineCall } from './call.ts'
import { IsoDate, PagedQuery, PageMeta, Text } from './wire-schemas.ts'

// Removal from the data (public: the person asking need not have an account).

export const requestOptOut = defineCall({
  method: 'POST',
  path: '/api/opt-out',
  access: 'public',
  tag: 'opt-out',
  summary:
    'Ask for a profile to be removed. When the data holds an address for the person, the confirmation ' +
    'link goes there (answered masked, route "mailed"); otherwise the request waits for an admin ' +
    '(route "review") and the person stays visible until then. `email` is how to reach the requester.',
  body: Schema.Struct({
    profileLink: Text(2048),
    email: Text(320),
    /** What the requester is to the person ("it is me", "their assistant"), for the admin who decides. */
    relationship: Text(1000),
    /** The confirmation mail's language: the page's. */
    language: Schema.withDecodingDefaultKey<Schema.Literals<typeof LANGUAGES>>(Effect.succeed('en'))(
      Schema.Literals(LANGUAGES),
    ),
  }),
  response: Schema.Union([
    Schema.Struct({ route: Schema.Literal('mailed'), sentTo: Schema.String, expiresAt: IsoDate }),
    Schema.Struct({ route: Schema.Literal('review') }),
  ]),
  status: 202,
  errors: [
    { status: 400, code: OPT_OUT_CODES.profileLink, when: 'the link is not a profile link' },
    { status: 400, code: OPT_OUT_CODES.email, when: 'the address is not an email address' },
    { status: 400, code: OPT_OUT_CODES.relationship, when: 'the relationship is blank or too long' },
  ],
})

export const confirmOptOut = defineCall({
  method: 'POST',
  path: '/api/opt-out/confirm',
  access: 'public',
  tag: 'opt-out',
  summary:
    "Confirm a removal with the token of the mailed link (the web app's confirmation page posts it): " +
    'the profile and the address leave search, members and reveals at once and stay out of imports.',
  body: Schema.Struct({ token: Text(200) }),
  response: Schema.Struct({ confirmed: Schema.Literal(true) }),
  errors: [
    { status: 404, code: OPT_OUT_CODES.tokenUnknown, when: 'no request has this token' },
    { status: 409, code: OPT_OUT_CODES.tokenUsed, when: 'the link was used already (single use)' },
    { status: 410, code: OPT_OUT_CODES.tokenExpired, when: 'the link is more than a day old' },
  ],
})

export const optOutReviews = defineCall({
  method: 'GET',
  path: '/api/admin/opt-out-reviews',
  access: 'admin',
  tag: 'admin',
  summary:
    'Removal requests waiting for a decision (the data held no address to mail the person), 20 a page, ' +
    'oldest first: the profile, its name in the data now, what the requester says they are, their address',
  query: PagedQuery,
  response: Schema.Struct({
    data: Schema.Array(
      Schema.Struct({
        id: Schema.String,
        profileLink: Schema.String,
        name: Schema.NullOr(Schema.String),
        requesterEmail: Schema.String,
        relationship: Schema.String,
        requestedAt: IsoDate,
      }),
    ),
    meta: PageMeta,
  }),
})

export const decideOptOutReview = defineCall({
  method: 'POST',
  path: '/api/admin/opt-out-reviews/:id',
  access: 'admin',
  tag: 'admin',
  summary:
    'Approve (the person leaves search, members and reveals at once and stays out of imports) or reject ' +
    '(nothing changes) a removal request; once. The decision is in the audit log.',
  params: Schema.Struct({ id: Text(200) }),
  body: Schema.Struct({ decision: Schema.Literals(REVIEW_DECISIONS) }),
  response: Schema.Struct({ decision: Schema.Literals(REVIEW_DECISIONS) }),
  errors: [
    { status: 404, code: OPT_OUT_REVIEW_CODES.reviewUnknown, when: 'no review has this id' },
    { status: 409, code: OPT_OUT_REVIEW_CODES.reviewDecided, when: 'the review was decided already' },
  ],
})
