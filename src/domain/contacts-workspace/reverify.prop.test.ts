import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { ProfileId } from '../profiles/profile-id.ts'
import { instant } from '../shared/instant.ts'
import { planReverify, REVERIFY_EVERY_MS, type ReverifyCandidate } from './reverify.ts'

const NOW = Date.UTC(2026, 5, 1)
const candidate: fc.Arbitrary<ReverifyCandidate> = fc.record({
  profileId: fc.constantFrom('a', 'b', 'c', 'd').map((s) => s as ProfileId),
  email: fc.option(fc.constant('ada@acme.example'), { nil: null }),
  lastRequestedAt: fc.option(fc.integer({ min: NOW - 3 * REVERIFY_EVERY_MS, max: NOW }).map(instant), {
    nil: null,
  }),
})

describe('re-verify, at most once a day per contact', () => {
  it('puts each person in exactly one group, once', () => {
    fc.assert(
      fc.property(fc.array(candidate, { maxLength: 10 }), (cs) => {
        const plan = planReverify(cs, instant(NOW))
        const all = [...plan.queue.map((q) => q.profileId), ...plan.tooSoon, ...plan.noEmail]
        expect(all.toSorted()).toEqual([...new Set(cs.map((c) => c.profileId))].toSorted())
      }),
    )
  })

  it('queues only people with an address not asked for within the last day', () => {
    fc.assert(
      fc.property(fc.array(candidate, { maxLength: 10 }), (cs) => {
        const plan = planReverify(cs, instant(NOW))
        for (const q of plan.queue) {
          const c = cs.find((x) => x.profileId === q.profileId)
          expect(c?.email).toBe(q.email)
          expect(c?.lastRequestedAt === null || NOW - (c?.lastRequestedAt ?? 0) >= REVERIFY_EVERY_MS).toBe(
            true,
          )
        }
      }),
    )
  })

  it('asked again the same day after queueing, nothing is queued; a day later, it is again', () => {
    fc.assert(
      fc.property(
        fc.array(candidate, { maxLength: 10 }),
        fc.integer({ min: 0, max: REVERIFY_EVERY_MS - 1 }),
        (cs, later) => {
          const first = planReverify(cs, instant(NOW))
          const asked = new Set(first.queue.map((q) => q.profileId))
          const remembered = cs.map((c) =>
            asked.has(c.profileId) ? { ...c, lastRequestedAt: instant(NOW) } : c,
          )
          const sameDay = planReverify(remembered, instant(NOW + later))
          for (const q of sameDay.queue) expect(asked.has(q.profileId)).toBe(false)
          const nextDay = planReverify(remembered, instant(NOW + REVERIFY_EVERY_MS))
          for (const id of asked) expect(nextDay.queue.map((q) => q.profileId)).toContain(id)
        },
      ),
    )
  })
})
