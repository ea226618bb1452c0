import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { equalInConstantTime } from './constant-time.ts'

describe('comparing secrets', () => {
  it('says equal exactly when the texts are equal', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        expect(equalInConstantTime(a, b)).toBe(a === b)
        expect(equalInConstantTime(a, a)).toBe(true)
      }),
    )
  })
})
