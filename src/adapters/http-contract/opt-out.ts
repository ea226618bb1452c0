import { Effect, Schema } from 'effect'
import { OPT_OUT_CODES } from '../../domain/opt-out/opt-out-failures.ts'
import { LANGUAGES } from '../../domain/preferences/language.ts'
import { defineCall } from './call.ts'
import { IsoDate, Text } from './wire-schemas.ts'

// Removal from the data (public: the person asking need not have an account).

export const requestOptOut = defineCall({
  method: 'POST',
  path: '/api/opt-out',
  access: 'public',
  tag: 'opt-out',
  summary:
    'Ask for a profile to be removed: a confirmation link is mailed to the address given. The answer ' +
    'is the same whether or not the profile is in the data.',
  body: Schema.Struct({
    profileLink: Text(2048),
    email: Text(320),
    /** The confirmation mail's language: the page's. */
    language: Schema.withDecodingDefaultKey<Schema.Literals<typeof LANGUAGES>>(Effect.succeed('en'))(
      Schema.Literals(LANGUAGES),
    ),
  }),
  response: Schema.Struct({ expiresAt: IsoDate }),
  status: 202,
  errors: [
    { status: 400, code: OPT_OUT_CODES.profileLink, when: 'the link is not a profile link' },
    { status: 400, code: OPT_OUT_CODES.email, when: 'the address is not an email address' },
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
