import type { ConfirmOptOut } from '../../../../application/server/confirm-opt-out.use-case.ts'
import type { ListOutbox } from '../../../../application/server/list-outbox.use-case.ts'
import type {
  DecideOptOutReview,
  ListOptOutReviews,
} from '../../../../application/server/opt-out-reviews.use-case.ts'
import type { RequestOptOut } from '../../../../application/server/request-opt-out.use-case.ts'
import { profileLinkFor } from '../../../../domain/profiles/profile-link.ts'
import { toDate } from '../../../../domain/shared/instant.ts'
import { outbox } from '../../../http-contract/admin.ts'
import {
  confirmOptOut,
  decideOptOutReview,
  optOutReviews,
  requestOptOut,
} from '../../../http-contract/opt-out.ts'
import { type AnyRoute, defineRoute } from '../routing/route.ts'
import { refuseOptOut } from './opt-out.failures.ts'

export type OptOutRouteDeps = {
  readonly requestOptOut: RequestOptOut
  readonly confirmOptOut: ConfirmOptOut
  readonly listOutbox: ListOutbox
  readonly listReviews: ListOptOutReviews
  readonly decideReview: DecideOptOutReview
}

export const optOutRoutes = (deps: OptOutRouteDeps): readonly AnyRoute[] => [
  defineRoute(requestOptOut, async ({ body }) => {
    const result = await deps.requestOptOut.execute(body)
    if (result._tag === 'OptOutUnderReview') return { route: 'review' as const }
    if (result._tag !== 'OptOutMailed') throw refuseOptOut(result)
    return {
      route: 'mailed' as const,
      sentTo: result.sentTo,
      expiresAt: toDate(result.expiresAt).toISOString(),
    }
  }),
  defineRoute(optOutReviews, async ({ query }) => {
    const listing = await deps.listReviews.execute(query.page)
    return {
      data: listing.reviews.map((r) => ({
        id: r.id,
        profileLink: profileLinkFor(r.profileId),
        name: r.name,
        requesterEmail: r.requesterEmail,
        relationship: r.relationship,
        requestedAt: toDate(r.requestedAt).toISOString(),
      })),
      meta: { page: listing.page, totalPages: listing.totalPages, total: listing.total },
    }
  }),
  defineRoute(decideOptOutReview, async ({ caller, params, body }) => {
    const result = await deps.decideReview.execute(caller, { id: params.id, decision: body.decision })
    if (result._tag !== 'ReviewDone') throw refuseOptOut(result)
    return { decision: result.decision }
  }),
  defineRoute(confirmOptOut, async ({ body }) => {
    const result = await deps.confirmOptOut.execute(body)
    if (result._tag !== 'OptOutConfirmed') throw refuseOptOut(result)
    return { confirmed: true as const }
  }),
  // The outbox holds the confirmation mails this area sends.
  defineRoute(outbox, async ({ query }) => {
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
  }),
]
