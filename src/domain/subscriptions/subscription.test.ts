import { describe, expect, it } from 'vitest'
import { planOf } from '../plans/plan-catalogue.ts'
import { type Instant, instant } from '../shared/instant.ts'
import { fen } from '../shared/money.ts'
import { isUsable, openSubscription, statusAt } from './subscription.ts'

const utc = (y: number, m: number, d: number): Instant => instant(Date.UTC(y, m - 1, d))
const jan31 = utc(2025, 1, 31)
const feb28 = utc(2025, 2, 28)
const monthly = openSubscription({
  id: 's1',
  plan: planOf('MONTHLY_BASIC'),
  start: jan31,
  amount: fen(27_000),
})

describe('subscription', () => {
  it('opens ACTIVE at the catalogue price for one calendar month', () => {
    expect(monthly).toEqual({
      id: 's1',
      planType: 'MONTHLY_BASIC',
      state: 'ACTIVE',
      startDate: jan31,
      expiryDate: feb28,
      price: fen(28_000),
      amount: fen(27_000),
      endedAt: null,
    })
  })

  it('is EXPIRED from its expiry date on, whatever its state', () => {
    expect(statusAt(monthly, instant(feb28 - 1))).toBe('ACTIVE')
    expect(statusAt(monthly, feb28)).toBe('EXPIRED')
    expect(statusAt({ ...monthly, state: 'CANCELLED' }, instant(feb28 - 1))).toBe('CANCELLED')
    expect(statusAt({ ...monthly, state: 'CANCELLED' }, feb28)).toBe('EXPIRED')
  })

  it('a cancelled plan stays usable until expiry; a replaced one stops when replaced', () => {
    const cancelled = { ...monthly, state: 'CANCELLED' as const }
    expect(isUsable(cancelled, instant(feb28 - 1))).toBe(true)
    expect(isUsable(cancelled, feb28)).toBe(false)
    const replaced = { ...cancelled, endedAt: utc(2025, 2, 10) }
    expect(isUsable(replaced, utc(2025, 2, 9))).toBe(true)
    expect(isUsable(replaced, utc(2025, 2, 10))).toBe(false)
  })

  it('FREE is Forever: no expiry date, never expires', () => {
    const free = openSubscription({ id: 'f', plan: planOf('FREE'), start: jan31, amount: fen(0) })
    expect(free.expiryDate).toBeNull()
    expect(statusAt(free, utc(2125, 1, 1))).toBe('ACTIVE')
  })

  it('CUSTOM needs the price agreed by sales', () => {
    expect(() =>
      openSubscription({ id: 'c', plan: planOf('CUSTOM'), start: jan31, amount: fen(0) }),
    ).toThrow()
    const custom = openSubscription({
      id: 'c',
      plan: planOf('CUSTOM'),
      start: jan31,
      amount: fen(500_000),
      price: fen(500_000),
    })
    expect(custom).toMatchObject({ planType: 'CUSTOM', price: 500_000, expiryDate: null })
  })
})
