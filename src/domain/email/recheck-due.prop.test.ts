import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DAY_MS, recheckDue } from './recheck-due.ts'

const local = fc.stringMatching(/^[a-z][a-z0-9.]{0,10}$/)
const domain = fc.stringMatching(/^[a-z][a-z0-9-]{0,10}\.(io|com|de|cn)$/)
const reserved = fc.stringMatching(/^[a-z][a-z0-9-]{0,10}\.(example|test|invalid|localhost)$/)
const time = fc.integer({ min: 0, max: 400 * DAY_MS })
const days = fc.integer({ min: 1, max: 365 })

describe('when a verdict is due for a re-check', () => {
  it('exactly when it is older than the setting, and once due it stays due as time passes', () => {
    fc.assert(
      fc.property(
        local,
        domain,
        time,
        time,
        days,
        fc.nat(30 * DAY_MS),
        (l, d, checkedAt, age, after, later) => {
          const address = `${l}@${d}`
          const now = checkedAt + age
          expect(recheckDue(address, checkedAt, now, after)).toBe(age > after * DAY_MS)
          if (recheckDue(address, checkedAt, now, after))
            expect(recheckDue(address, checkedAt, now + later, after)).toBe(true)
        },
      ),
    )
  })

  it('never for a reserved domain, however old the verdict', () => {
    fc.assert(
      fc.property(local, reserved, time, days, (l, d, age, after) => {
        expect(recheckDue(`${l}@${d}`, 0, age + 1000 * DAY_MS, after)).toBe(false)
      }),
    )
  })
})
