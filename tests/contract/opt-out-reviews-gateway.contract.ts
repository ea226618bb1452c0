import { describe, expect, it } from 'vitest'
import { isCallFailure } from '../../src/application/browser/ports/api-call-failed.ts'
import type { OptOutReviewsGateway } from '../../src/application/browser/ports/opt-out-reviews.gateway.port.ts'

export type OptOutReviewsGatewayFixture = {
  readonly gateway: OptOutReviewsGateway
  /** Access tokens: an administrator's and a plain user's. */
  readonly admin: string
  readonly user: string
  /** A new pending review for the profile link given, by a requester with these words. */
  addReview(profileLink: string, relationship: string): Promise<void>
}

let serial = 0
const aLink = () => `https://www.linkedin.com/in/review-contract-${Date.now().toString(36)}-${++serial}`

/** What every OptOutReviewsGateway must do, over HTTP or in memory (DESIGN rule 12). */
export const optOutReviewsGatewayContract = (
  name: string,
  fixture: () => Promise<OptOutReviewsGatewayFixture>,
) => {
  describe(`OptOutReviewsGateway contract: ${name}`, () => {
    const find = async (f: OptOutReviewsGatewayFixture, link: string) => {
      const page = await f.gateway.page(f.admin, 1)
      if (isCallFailure(page)) throw new Error(`page failed: ${JSON.stringify(page)}`)
      return page.entries.find((r) => r.profileLink === link)
    }

    it('an administrator reads a pending review with the requester’s words and address', async () => {
      const f = await fixture()
      const link = aLink()
      await f.addReview(link, 'Her assistant')
      const review = await find(f, link)
      expect(review).toMatchObject({ profileLink: link, relationship: 'Her assistant' })
      expect(review?.requesterEmail).toMatch(/@/)
      expect(Number.isFinite(Date.parse(review?.requestedAt ?? ''))).toBe(true)
    })

    it('decides a review once; it then leaves the list, and a second decision is refused', async () => {
      const f = await fixture()
      const link = aLink()
      await f.addReview(link, 'It is me')
      const review = (await find(f, link)) ?? expect.fail('no review')
      expect(await f.gateway.decide(f.admin, review.id, 'reject')).toEqual({ decision: 'reject' })
      expect(await find(f, link)).toBeUndefined()
      expect(await f.gateway.decide(f.admin, review.id, 'approve')).toMatchObject({
        status: 409,
        code: 'OPT_OUT_REVIEW_DECIDED',
      })
      expect(await f.gateway.decide(f.admin, 'no-such-review', 'approve')).toMatchObject({
        status: 404,
        code: 'OPT_OUT_REVIEW_UNKNOWN',
      })
    })

    it('anyone else is refused (403 FORBIDDEN)', async () => {
      const f = await fixture()
      expect(await f.gateway.page(f.user, 1)).toMatchObject({ status: 403, code: 'FORBIDDEN' })
      expect(await f.gateway.decide(f.user, 'any', 'approve')).toMatchObject({
        status: 403,
        code: 'FORBIDDEN',
      })
    })
  })
}
