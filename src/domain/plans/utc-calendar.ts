import { type Instant, instant } from '../shared/instant.ts'

// Civil-date arithmetic on epoch days (H. Hinnant's algorithms), so the domain needs no Date object.
export const DAY_MS = 86_400_000

export type CivilDate = { readonly year: number; readonly month: number; readonly day: number }

/** Days since 1970-01-01 of a proleptic Gregorian date; month 1-12. */
export const daysFromCivil = ({ year, month, day }: CivilDate): number => {
  const y = month <= 2 ? year - 1 : year
  const era = Math.floor(y / 400)
  const yearOfEra = y - era * 400
  const monthFromMarch = (month + 9) % 12
  const dayOfYear = Math.floor((153 * monthFromMarch + 2) / 5) + day - 1
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear
  return era * 146_097 + dayOfEra - 719_468
}

export const civilFromDays = (epochDays: number): CivilDate => {
  const z = epochDays + 719_468
  const era = Math.floor(z / 146_097)
  const dayOfEra = z - era * 146_097
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  )
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100))
  const monthFromMarch = Math.floor((5 * dayOfYear + 2) / 153)
  const day = dayOfYear - Math.floor((153 * monthFromMarch + 2) / 5) + 1
  const month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day }
}

const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0

export const daysInMonth = (year: number, month: number): number =>
  month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31

/**
 * Calendar months later in UTC, same time of day. A day that the target month lacks is clamped to its
 * last day (Jan 31 + 1 month = Feb 28, or 29 in a leap year), so a plan never runs into the next month.
 */
export const addMonthsUtc = (at: Instant, months: number): Instant => {
  const epochDays = Math.floor(at / DAY_MS)
  const timeOfDay = at - epochDays * DAY_MS
  const { year, month, day } = civilFromDays(epochDays)
  const monthIndex = year * 12 + (month - 1) + months
  const targetYear = Math.floor(monthIndex / 12)
  const targetMonth = monthIndex - targetYear * 12 + 1
  const targetDay = Math.min(day, daysInMonth(targetYear, targetMonth))
  return instant(daysFromCivil({ year: targetYear, month: targetMonth, day: targetDay }) * DAY_MS + timeOfDay)
}
