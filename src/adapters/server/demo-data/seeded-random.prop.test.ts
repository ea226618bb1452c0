import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { seededRandom } from './seeded-random.ts'

describe('seeded random properties', () => {
  it('int(bound) is a whole number in [0, bound)', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 2 ** 32 }), (key, bound) => {
        const random = seededRandom(key)
        for (let i = 0; i < 20; i++) {
          const value = random.int(bound)
          expect(Number.isInteger(value) && value >= 0 && value < bound).toBe(true)
        }
      }),
    )
  })

  it('between(min, max) stays within both ends', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: -1000, max: 1000 }), fc.nat(1000), (key, min, span) => {
        const value = seededRandom(key).between(min, min + span)
        expect(value).toBeGreaterThanOrEqual(min)
        expect(value).toBeLessThanOrEqual(min + span)
      }),
    )
  })

  it('a forked stream is the same whatever the parent drew before', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.nat(200), (key, label, drawn) => {
        const parent = seededRandom(key)
        for (let i = 0; i < drawn; i++) parent.next()
        expect(parent.fork(label).next()).toBe(seededRandom(key).fork(label).next())
      }),
    )
  })
})
