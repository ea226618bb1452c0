import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type {
  NewOptOutReview,
  OptOutReviews,
} from '../../src/application/server/ports/opt-out-reviews.repository.port.ts'
import type { OptOutEmail } from '../../src/domain/opt-out/opt-out-email.ts'
import type { RequesterRelationship } from '../../src/domain/opt-out/requester-relationship.ts'
import type { ProfileId } from '../../src/domain/profiles/profile-id.ts'
import { type Instant, instant } from '../../src/domain/shared/instant.ts'

export type OpenedOptOutReviews = { readonly reviews: OptOutReviews; close(): Promise<void> }

// Tests share one store per file: each makes reviews of its own, far apart in time from the others'.
const t = (ms: number): Instant => instant(Date.UTC(2026, 4, 1) + ms)
const aReview = (at: Instant, more: Partial<NewOptOutReview> = {}): NewOptOutReview => ({
  id: randomUUID(),
  profileId: `ada-${randomUUID().slice(0, 8)}` as ProfileId,
  requesterEmail: `someone.${randomUUID().slice(0, 8)}@example.com` as OptOutEmail,
  relationship: 'I am her assistant' as RequesterRelationship,
  requestedAt: at,
  ...more,
})

/** What every OptOutReviews must do, whatever keeps the data (DESIGN rule 12). */
export const optOutReviewsContract = (name: string, open: () => Promise<OpenedOptOutReviews>) => {
  describe(`OptOutReviews contract: ${name}`, () => {
    let opened: OpenedOptOutReviews | undefined
    const reviews = () => opened?.reviews ?? expect.fail('the store did not open')
    beforeAll(async () => {
      opened = await open()
    }, 60_000)
    afterAll(() => opened?.close())

    it('keeps a pending review as given, and lists pending ones oldest first with their count', async () => {
      const before = await reviews().pending(0, 1000)
      const later = aReview(t(2_000))
      const earlier = aReview(t(1_000))
      await reviews().add(later)
      await reviews().add(earlier)
      expect(await reviews().find(earlier.id)).toEqual({ ...earlier, decision: null, decidedAt: null })
      const after = await reviews().pending(0, 1000)
      expect(after.total).toBe(before.total + 2)
      const ids = after.reviews.map((r) => r.id)
      expect(ids.indexOf(earlier.id)).toBeLessThan(ids.indexOf(later.id))
      expect((await reviews().pending(0, 1)).reviews).toHaveLength(1)
    })

    it('decides once: the decision is kept, the person and the requester are forgotten', async () => {
      const review = aReview(t(10_000))
      await reviews().add(review)
      expect(await reviews().decide(review.id, 'reject', t(20_000))).toBe(true)
      expect(await reviews().decide(review.id, 'approve', t(30_000))).toBe(false)
      expect(await reviews().find(review.id)).toEqual({
        id: review.id,
        profileId: null,
        requesterEmail: null,
        relationship: null,
        requestedAt: review.requestedAt,
        decision: 'reject',
        decidedAt: t(20_000),
      })
      expect((await reviews().pending(0, 1000)).reviews.map((r) => r.id)).not.toContain(review.id)
    })

    it('of two decisions at once, exactly one counts', async () => {
      const review = aReview(t(40_000))
      await reviews().add(review)
      const answers = await Promise.all([
        reviews().decide(review.id, 'approve', t(50_000)),
        reviews().decide(review.id, 'reject', t(50_000)),
      ])
      expect(answers.filter(Boolean)).toHaveLength(1)
    })

    it('knows nothing of an id it never saw, and deciding it changes nothing', async () => {
      const id = randomUUID()
      expect(await reviews().find(id)).toBeUndefined()
      expect(await reviews().decide(id, 'approve', t(0))).toBe(false)
    })
  })
}
