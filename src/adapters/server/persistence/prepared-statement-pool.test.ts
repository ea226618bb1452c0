import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CUSTOM_PLAN, StatementNames } from './prepared-statement-pool.ts'

// Which statements run prepared: only those that repeat, each under one name, never more than the cap.
describe('StatementNames', () => {
  it('for any run of statements: named from its second run on, one name per text, never past the cap', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g'), { maxLength: 60 }),
        fc.integer({ min: 0, max: 5 }),
        (texts, max) => {
          const names = new StatementNames(max)
          const runs = new Map<string, number>()
          const given = new Map<string, string>()
          for (const text of texts) {
            const name = names.nameFor(text)
            const run = (runs.get(text) ?? 0) + 1
            runs.set(text, run)
            if (run === 1) expect(name).toBeUndefined()
            const earlier = given.get(text)
            if (earlier !== undefined) expect(name).toBe(earlier)
            if (name !== undefined) given.set(text, name)
          }
          expect(new Set(given.values()).size).toBe(given.size)
          expect(names.size).toBeLessThanOrEqual(max)
          // Every text run twice got a name, until the cap was reached.
          const repeated = [...runs.values()].filter((n) => n >= 2).length
          expect(names.size).toBe(Math.min(repeated, max))
        },
      ),
    )
  })

  it('never names a statement that asks for a plan of its own values', () => {
    const names = new StatementNames()
    const text = `${CUSTOM_PLAN} select * from contact_rows where search like $1`
    for (let run = 0; run < 5; run++) expect(names.nameFor(text)).toBeUndefined()
    expect(names.size).toBe(0)
  })
})
