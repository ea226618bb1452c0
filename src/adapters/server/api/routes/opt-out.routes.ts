import { Effect, Schema } from 'effect'
import type { ConfirmOptOut } from '../../../../application/server/confirm-opt-out.use-case.ts'
import type { ListOutbox } from '../../../../application/server/list-outbox.use-case.ts'
import type { RequestOptOut } from '../../../../application/server/request-opt-out.use-case.ts'
import { OPT_OUT_CODES } from '../../../../domain/opt-out/opt-out-failures.ts'
import { LANGUAGES } from '../../../../domain/preferences/language.ts'
import { toDate } from '../../../../domain/shared/instant.ts'
import { ApiFailure, badRequest, conflict, notFound } from '../routing/api-failure.ts'
import { IsoDate, PageQuery, Text } from '../routing/common-schemas.ts'
import { type AnyRoute, defineRoute } from '../routing/route.ts'

const OptOutBody = Schema.Struct({
  profileLink: Text(2048),
  email: Text(320),
  /** The confirmation mail's language: the page's. */
  language: Schema.withDecodingDefaultKey<Schema.Literals<typeof LANGUAGES>>(Effect.succeed('en'))(
    Schema.Literals(LANGUAGES),
  ),
})

const ConfirmBody = Schema.Struct({ token: Text(200) })

const OutboxMessage = Schema.Struct({
  id: Schema.String,
  from: Schema.String,
  to: Schema.String,
  subject: Schema.String,
  sentAt: IsoDate,
  text: Schema.String,
})

// The one table of this area's refusals (DESIGN rule 10); the web app words each code in both languages.
const refusals = {
  InvalidProfileLink: () =>
    badRequest(
      OPT_OUT_CODES.profileLink,
      'Enter the link of a profile page, like https://www.linkedin.com/in/name',
    ),
  InvalidOptOutEmail: () => badRequest(OPT_OUT_CODES.email, 'Enter an email address you can read'),
  OptOutTokenUnknown: () => notFound(OPT_OUT_CODES.tokenUnknown, 'This confirmation link is not valid'),
  OptOutTokenUsed: () => conflict(OPT_OUT_CODES.tokenUsed, 'This confirmation link has already been used'),
  OptOutTokenExpired: () =>
    new ApiFailure(410, OPT_OUT_CODES.tokenExpired, 'This confirmation link has expired: ask again'),
} as const

export type OptOutRouteDeps = {
  readonly requestOptOut: RequestOptOut
  readonly confirmOptOut: ConfirmOptOut
  readonly listOutbox: ListOutbox
}

export const optOutRoutes = (deps: OptOutRouteDeps): readonly AnyRoute[] => [
  defineRoute({
    method: 'POST',
    path: '/api/opt-out',
    access: 'public',
    tag: 'opt-out',
    summary:
      'Ask for a profile to be removed: a confirmation link is mailed to the address given. The answer ' +
      'is the same whether or not the profile is in the data.',
    body: OptOutBody,
    response: Schema.Struct({ expiresAt: IsoDate }),
    status: 202,
    errors: [
      { status: 400, code: OPT_OUT_CODES.profileLink, when: 'the link is not a profile link' },
      { status: 400, code: OPT_OUT_CODES.email, when: 'the address is not an email address' },
    ],
    handle: async ({ body }) => {
      const result = await deps.requestOptOut.execute(body)
      if (result._tag !== 'OptOutRequested') throw refusals[result._tag]()
      return { expiresAt: toDate(result.expiresAt).toISOString() }
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/api/opt-out/confirm',
    access: 'public',
    tag: 'opt-out',
    summary:
      "Confirm a removal with the token of the mailed link (the web app's confirmation page posts it): " +
      'the profile and the address leave search, members and reveals at once and stay out of imports.',
    body: ConfirmBody,
    response: Schema.Struct({ confirmed: Schema.Literal(true) }),
    errors: [
      { status: 404, code: OPT_OUT_CODES.tokenUnknown, when: 'no request has this token' },
      { status: 409, code: OPT_OUT_CODES.tokenUsed, when: 'the link was used already (single use)' },
      { status: 410, code: OPT_OUT_CODES.tokenExpired, when: 'the link is more than a day old' },
    ],
    handle: async ({ body }) => {
      const result = await deps.confirmOptOut.execute(body)
      if (result._tag !== 'OptOutConfirmed') throw refusals[result._tag]()
      return { confirmed: true as const }
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/api/admin/outbox',
    access: 'admin',
    tag: 'admin',
    summary: 'Mail the embedded outbox "sent" (kept a week), 20 a page, newest first',
    query: Schema.Struct({ page: PageQuery }),
    response: Schema.Struct({
      data: Schema.Array(OutboxMessage),
      meta: Schema.Struct({ page: Schema.Finite, totalPages: Schema.Finite, total: Schema.Finite }),
    }),
    handle: async ({ query }) => {
      const listing = await deps.listOutbox.execute(query.page)
      return {
        data: listing.messages.map((m) => ({
          id: m.id,
          from: m.from,
          to: m.to,
          subject: m.subject,
          sentAt: toDate(m.sentAt).toISOString(),
          text: m.text,
        })),
        meta: { page: listing.page, totalPages: listing.totalPages, total: listing.total },
      }
    },
  }),
]
