import type { FindEmailForUser } from '../../../../application/server/find-email-for-user.use-case.ts'
import type { EmailVerification } from '../../../../application/server/ports/email-verifier.port.ts'
import type { ReportBounce } from '../../../../application/server/report-bounce.use-case.ts'
import type { VerifyEmails } from '../../../../application/server/verify-emails.use-case.ts'
import { parseProfileLink } from '../../../../domain/profiles/profile-link.ts'
import { findEmail, reportBounce, verifyEmails } from '../../../http-contract/email.ts'
import { type AnyRoute, defineRoute } from '../routing/route.ts'
import { costView } from './contact.views.ts'
import { refuseEmail } from './email.failures.ts'

export type EmailRouteDeps = {
  readonly findEmail: FindEmailForUser
  readonly verifyEmails: VerifyEmails
  readonly reportBounce: ReportBounce
}

const verificationView = (v: EmailVerification) => ({
  address: v.address,
  verdict: v.verdict,
  reason: v.reason,
  mxHost: v.mxHost,
  checkedAt: new Date(v.checkedAt).toISOString(),
  disposable: v.disposable,
  freeWebmail: v.freeWebmail,
  role: v.role,
  steps: v.steps.map(({ step, outcome }) => ({ step, outcome })),
})

/** The contact engine for integrators and the Email finder page (docs/contact-engine.md). */
export const emailRoutes = (deps: EmailRouteDeps): readonly AnyRoute[] => [
  defineRoute(findEmail, async ({ caller, query }) => {
    const { profileLink, ...rest } = query
    const profileId = profileLink === undefined ? undefined : parseProfileLink(profileLink)
    if (typeof profileId === 'object') throw refuseEmail(profileId)
    const result = await deps.findEmail.execute({
      caller,
      ...rest,
      ...(profileId === undefined ? {} : { profileId }),
    })
    if (!('charged' in result)) throw refuseEmail(result)
    if (result._tag === 'EmailNotFound')
      return {
        found: false,
        address: null,
        verdict: null,
        confidence: null,
        basis: result.reason,
        verification: null,
        charged: costView(result.charged),
      }
    return {
      found: true,
      address: result.address,
      verdict: result.verdict,
      confidence: result.confidence.score,
      basis: result.confidence.basis,
      verification: verificationView(result.verification),
      charged: costView(result.charged),
    }
  }),
  defineRoute(verifyEmails, async ({ caller, body }) => {
    const result = await deps.verifyEmails.execute(caller, body.addresses)
    return {
      results: result.results.map((item) => ({
        address: item.address,
        verification: item.verification === null ? null : verificationView(item.verification),
        notEnoughCredits: item.notEnoughCredits,
      })),
      charged: costView(result.charged),
    }
  }),
  defineRoute(reportBounce, async ({ caller, body }) => {
    const result = await deps.reportBounce.execute(caller, body.email)
    if (result._tag !== 'BounceReported') throw refuseEmail(result)
    const { verification, refunded } = result
    return {
      address: verification.address,
      verdict: verification.verdict,
      reason: verification.reason,
      checkedAt: new Date(verification.checkedAt).toISOString(),
      refunded: costView(refunded === null ? [] : [refunded]),
    }
  }),
]
