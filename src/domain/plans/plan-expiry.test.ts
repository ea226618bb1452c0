import { describe, expect, it } from 'vitest'
import { type Instant, instant } from '../shared/instant.ts'
import { planOf } from './plan-catalogue.ts'
import { expiryOf } from './plan-expiry.ts'

const utc = (y: number, m: number, d: number, h = 0, min = 0): Instant =>
  instant(Date.UTC(y, m - 1, d, h, min))

describe('plan expiry', () => {
  it('adds a calendar month in UTC, keeping the time of day', () => {
    expect(expiryOf(planOf('MONTHLY_BASIC'), utc(2025, 3, 15, 9, 30))).toBe(utc(2025, 4, 15, 9, 30))
  })

  it('clamps to the last day of a shorter month: Jan 31 + 1 month = Feb 28, or Feb 29 in a leap year', () => {
    expect(expiryOf(planOf('MONTHLY_PRO'), utc(2025, 1, 31))).toBe(utc(2025, 2, 28))
    expect(expiryOf(planOf('MONTHLY_PRO'), utc(2024, 1, 31))).toBe(utc(2024, 2, 29))
    expect(expiryOf(planOf('MONTHLY_PRO'), utc(2025, 3, 31))).toBe(utc(2025, 4, 30))
  })

  it('rolls December into January of the next year', () => {
    expect(expiryOf(planOf('MONTHLY_BASIC'), utc(2025, 12, 31, 23, 59))).toBe(utc(2026, 1, 31, 23, 59))
  })

  it('adds a calendar year; Feb 29 + 1 year = Feb 28', () => {
    expect(expiryOf(planOf('YEARLY_PRO'), utc(2025, 6, 1))).toBe(utc(2026, 6, 1))
    expect(expiryOf(planOf('YEARLY_BASIC'), utc(2024, 2, 29))).toBe(utc(2025, 2, 28))
  })

  it('runs packets exactly 30 × 24 h', () => {
    const start = utc(2025, 3, 1, 12)
    expect(expiryOf(planOf('PACKET_EMAIL_BASIC'), start)).toBe(start + 30 * 86_400_000)
  })

  it('never expires FREE (Forever)', () => {
    expect(expiryOf(planOf('FREE'), utc(2025, 1, 1))).toBeNull()
  })
})
