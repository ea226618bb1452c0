import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { recordOf } from './record-of.ts'

describe('a record over a closed list', () => {
  it('has exactly the list’s keys, in its order, each with what the function made of it', () => {
    fc.assert(
      // Names, as closed lists hold (a key that reads as an integer would be ordered first by JavaScript).
      fc.property(fc.uniqueArray(fc.stringMatching(/^[a-z][A-Za-z_]{0,12}$/)), (keys) => {
        const made = recordOf(keys, (key) => `${key}!`)
        expect(Object.keys(made)).toEqual(keys)
        for (const key of Object.keys(made)) expect(made[key]).toBe(`${key}!`)
      }),
    )
  })
})
