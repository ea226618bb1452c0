import { describe, expect, it } from 'vitest'
import { planOf } from '../plans/plan-catalogue.ts'
import type { PlanType } from '../plans/plan-type.ts'
import { type Instant, instant } from '../shared/instant.ts'
import { fen } from '../shared/money.ts'
import { splitCurrentAndHistory } from './current-and-history.ts'
import { replaceActive } from './replace-active.ts'
import { openSubscription, type Subscription } from './subscription.ts'

const day = (n: number): Instant => instant(Date.UTC(2025, 0, 1) + n * 86_400_000)
const open = (id: string, type: PlanType, start: Instant) =>
  openSubscription({ id, plan: planOf(type), start, amount: planOf(type).price ?? fen(0) })
const ids = (subs: readonly Subscription[]) => subs.map((s) => s.id)

describe('splitCurrentAndHistory', () => {
  it('shows FREE as current for a user who bought nothing', () => {
    expect(splitCurrentAndHistory([open('free', 'FREE', day(0))], day(3))).toMatchObject({
      current: { id: 'free' },
      stacked: [],
      history: [],
    })
  })

  it('shows the newest running plan as current, packets and FREE beside it, replaced and expired in history', () => {
    let subs: readonly Subscription[] = [open('free', 'FREE', day(0)), open('m1', 'MONTHLY_BASIC', day(1))]
    subs = replaceActive(subs, open('m2', 'MONTHLY_PRO', day(5)), day(5)).subscriptions
    subs = [...subs, open('p-old', 'PACKET_PHONE_BASIC', day(2)), open('p', 'PACKET_EMAIL_BASIC', day(20))]
    const split = splitCurrentAndHistory(subs, day(33))
    expect(split.current?.id).toBe('m2')
    expect(ids(split.stacked)).toEqual(['p', 'free'])
    expect(ids(split.history)).toEqual(['p-old', 'm1'])
  })

  it('keeps a cancelled plan current until it expires, then falls back to FREE', () => {
    const cancelled: Subscription = { ...open('m', 'MONTHLY_BASIC', day(1)), state: 'CANCELLED' }
    const subs = [open('free', 'FREE', day(0)), cancelled]
    expect(splitCurrentAndHistory(subs, day(20)).current?.id).toBe('m')
    expect(splitCurrentAndHistory(subs, day(40))).toMatchObject({
      current: { id: 'free' },
      history: [{ id: 'm' }],
    })
  })
})
