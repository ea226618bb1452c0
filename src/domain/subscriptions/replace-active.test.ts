import { describe, expect, it } from 'vitest'
import { balances } from '../credits/balances.ts'
import { grant } from '../credits/grant.ts'
import { planOf } from '../plans/plan-catalogue.ts'
import type { PlanType } from '../plans/plan-type.ts'
import { type Instant, instant } from '../shared/instant.ts'
import { fen } from '../shared/money.ts'
import { endCreditsOf, replaceActive } from './replace-active.ts'
import { openSubscription } from './subscription.ts'

const day = (n: number): Instant => instant(Date.UTC(2025, 0, 1) + n * 86_400_000)
const open = (id: string, type: PlanType, start: Instant) =>
  openSubscription({ id, plan: planOf(type), start, amount: planOf(type).price ?? fen(0) })

describe('replaceActive', () => {
  const free = open('free', 'FREE', day(0))
  const monthly = open('m', 'MONTHLY_BASIC', day(1))
  const packet = open('p', 'PACKET_EMAIL_BASIC', day(2))

  it('a new plan replaces the running one at once: CANCELLED, ended now, to history', () => {
    const yearly = open('y', 'YEARLY_PRO', day(10))
    const { subscriptions, replaced } = replaceActive([free, monthly, packet], yearly, day(10))
    const ended = { ...monthly, state: 'CANCELLED', endedAt: day(10) }
    expect(replaced).toEqual([ended])
    expect(subscriptions).toEqual([free, ended, packet, yearly])
  })

  it('packets stack beside the plan and never replace it', () => {
    const another = open('p2', 'PACKET_SEARCH_PRO', day(10))
    expect(replaceActive([free, monthly, packet], another, day(10))).toEqual({
      subscriptions: [free, monthly, packet, another],
      replaced: [],
    })
  })

  it('ends a cancelled plan that was still running, but leaves an expired one alone', () => {
    const cancelled = { ...monthly, state: 'CANCELLED' as const }
    expect(replaceActive([cancelled], open('y', 'YEARLY_BASIC', day(5)), day(5)).replaced).toHaveLength(1)
    expect(replaceActive([monthly], open('y', 'YEARLY_BASIC', day(40)), day(40)).replaced).toEqual([])
  })

  it("ends the replaced plan's unused credits now, and nothing else", () => {
    let n = 0
    const newId = () => `b${++n}`
    const buckets = [
      ...grant(planOf('FREE'), day(0), newId, 'free'),
      ...grant(planOf('MONTHLY_BASIC'), day(1), newId, 'm'),
      ...grant(planOf('PACKET_EMAIL_BASIC'), day(2), newId, 'p'),
    ]
    const after = endCreditsOf(buckets, ['m'], day(10))
    expect(after.filter((b) => b.subscriptionId === 'm').map((b) => b.expiresAt)).toEqual([day(10), day(10)])
    expect(after.filter((b) => b.subscriptionId !== 'm')).toEqual(
      buckets.filter((b) => b.subscriptionId !== 'm'),
    )
    expect(balances(after, day(10))).toMatchObject({ free: 10, email: 200, phone: 0, search: 0 })
  })
})
