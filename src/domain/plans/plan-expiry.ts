import { type Instant, instant } from '../shared/instant.ts'
import type { Period, Plan } from './plan.ts'
import { addMonthsUtc, DAY_MS } from './utc-calendar.ts'

/**
 * When credits granted at `start` stop being usable: the first instant at which they are gone
 * (a bucket is usable while start <= now < expiry). Months and years are calendar units in UTC
 * (a year is 12 months, so Feb 29 + 1 year = Feb 28); days are exact 24 h; null means Forever.
 */
export const expiryAfter = (period: Period, start: Instant): Instant | null => {
  switch (period._tag) {
    case 'Months':
      return addMonthsUtc(start, period.months)
    case 'Years':
      return addMonthsUtc(start, period.years * 12)
    case 'Days':
      return instant(start + period.days * DAY_MS)
    case 'Forever':
      return null
  }
}

export const expiryOf = (plan: Plan, start: Instant): Instant | null => expiryAfter(plan.period, start)
