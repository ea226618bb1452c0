import fc from 'fast-check'
import { describe, it } from 'vitest'
import { instant } from '../shared/instant.ts'
import { addMonthsUtc, civilFromDays, DAY_MS, daysFromCivil, daysInMonth } from './utc-calendar.ts'

// Years 1900-2200 in epoch ms, well inside Date's range, so Date.UTC can serve as the oracle.
const MIN = Date.UTC(1900, 0, 1)
const MAX = Date.UTC(2200, 0, 1)
const timeOfDay = (ms: number) => ((ms % DAY_MS) + DAY_MS) % DAY_MS
const anInstant = fc.integer({ min: MIN, max: MAX }).map(instant)
const aDate = fc
  .record({ year: fc.integer({ min: 1900, max: 2200 }), month: fc.integer({ min: 1, max: 12 }) })
  .chain(({ year, month }) =>
    fc.integer({ min: 1, max: daysInMonth(year, month) }).map((day) => ({ year, month, day })),
  )

describe('UTC calendar', () => {
  it('counts epoch days as Date.UTC does', () => {
    fc.assert(fc.property(aDate, (d) => daysFromCivil(d) * DAY_MS === Date.UTC(d.year, d.month - 1, d.day)))
  })

  it('turns epoch days back into the same civil date', () => {
    fc.assert(
      fc.property(aDate, (d) => {
        const back = civilFromDays(daysFromCivil(d))
        return back.year === d.year && back.month === d.month && back.day === d.day
      }),
    )
  })

  it('adding months keeps the time of day and the day of month, clamped to the target month', () => {
    fc.assert(
      fc.property(anInstant, fc.integer({ min: 0, max: 24 }), (at, months) => {
        const later = addMonthsUtc(at, months)
        const from = civilFromDays(Math.floor(at / DAY_MS))
        const to = civilFromDays(Math.floor(later / DAY_MS))
        const monthsApart = (to.year - from.year) * 12 + (to.month - from.month)
        return (
          timeOfDay(later) === timeOfDay(at) &&
          monthsApart === months &&
          to.day === Math.min(from.day, daysInMonth(to.year, to.month))
        )
      }),
    )
  })

  it('a later start never ends earlier, and a month always lies ahead', () => {
    fc.assert(
      fc.property(anInstant, anInstant, fc.integer({ min: 1, max: 24 }), (a, b, months) => {
        const [early, late] = a <= b ? [a, b] : [b, a]
        return addMonthsUtc(early, months) <= addMonthsUtc(late, months) && addMonthsUtc(a, months) > a
      }),
    )
  })
})
