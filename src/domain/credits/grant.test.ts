import { describe, expect, it } from 'vitest'
import { customPlan, planOf } from '../plans/plan-catalogue.ts'
import { instant } from '../shared/instant.ts'
import { credits } from './credits.ts'
import { grant } from './grant.ts'

const start = instant(Date.UTC(2025, 0, 31, 8))
const ids = () => {
  let next = 0
  return () => `b${++next}`
}

describe('grant', () => {
  it('FREE grants 10 free credits that never expire', () => {
    expect(grant(planOf('FREE'), start, ids(), 's1')).toEqual([
      {
        id: 'b1',
        kind: 'free',
        granted: 10,
        used: 0,
        startsAt: start,
        expiresAt: null,
        source: 'FREE',
        subscriptionId: 's1',
      },
    ])
  })

  it('a MONTHLY plan grants 100 lead + 80 search until the same time next calendar month (clamped)', () => {
    const buckets = grant(planOf('MONTHLY_BASIC'), start, ids(), 's2')
    const feb28 = instant(Date.UTC(2025, 1, 28, 8))
    expect(buckets.map((b) => [b.kind, b.granted, b.used, b.expiresAt, b.source])).toEqual([
      ['lead', 100, 0, feb28, 'MONTHLY_BASIC'],
      ['search', 80, 0, feb28, 'MONTHLY_BASIC'],
    ])
  })

  it('a YEARLY plan grants 1000 lead + 800 search for one year', () => {
    const buckets = grant(planOf('YEARLY_PRO'), start, ids(), 's3')
    expect(buckets.map((b) => [b.kind, b.granted, b.expiresAt])).toEqual([
      ['lead', 1000, instant(Date.UTC(2026, 0, 31, 8))],
      ['search', 800, instant(Date.UTC(2026, 0, 31, 8))],
    ])
  })

  it('a packet grants its credits for 30 days', () => {
    const [bucket] = grant(planOf('PACKET_SEARCH_BASIC'), start, ids(), 's4')
    expect(bucket).toMatchObject({ kind: 'search', granted: 100, expiresAt: start + 30 * 86_400_000 })
  })

  it('a CUSTOM plan grants what the admin set, and nothing for a zero grant', () => {
    const plan = customPlan(
      [
        { kind: 'email', quantity: credits(50) },
        { kind: 'phone', quantity: credits(0) },
      ],
      { _tag: 'Forever' },
    )
    expect(grant(plan, start, ids(), 's5').map((b) => [b.kind, b.granted, b.expiresAt])).toEqual([
      ['email', 50, null],
    ])
  })
})
