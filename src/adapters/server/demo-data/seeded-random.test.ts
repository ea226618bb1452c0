import { describe, expect, it } from 'vitest'
import { seededRandom } from './seeded-random.ts'

const draw = (key: string, count: number) => {
  const random = seededRandom(key)
  return Array.from({ length: count }, () => random.next())
}

describe('seededRandom', () => {
  it('replays the same sequence for the same key', () => {
    expect(draw('alpha', 50)).toEqual(draw('alpha', 50))
  })

  it('gives different sequences for different keys', () => {
    expect(draw('alpha', 5)).not.toEqual(draw('alphb', 5))
  })

  it('forks streams that do not depend on how much the parent has drawn', () => {
    const fresh = seededRandom('root')
    const used = seededRandom('root')
    for (let i = 0; i < 1000; i++) used.next()
    expect(used.fork('company/7').next()).toBe(fresh.fork('company/7').next())
    expect(fresh.fork('company/7').next()).not.toBe(fresh.fork('company/8').next())
  })

  it('keeps nested labels apart from joined ones', () => {
    const root = seededRandom('root')
    expect(root.fork('a').fork('bc').next()).not.toBe(root.fork('ab').fork('c').next())
  })

  it('spreads draws evenly over [0, 1)', () => {
    const random = seededRandom('uniform')
    const buckets = new Array<number>(10).fill(0)
    for (let i = 0; i < 100_000; i++) {
      const bucket = Math.floor(random.next() * 10)
      buckets[bucket] = (buckets[bucket] ?? 0) + 1
    }
    for (const count of buckets) expect(Math.abs(count - 10_000)).toBeLessThan(500)
  })

  it('refuses impossible requests as defects', () => {
    const random = seededRandom('x')
    expect(() => random.int(0)).toThrow(RangeError)
    expect(() => random.int(1.5)).toThrow(RangeError)
    expect(() => random.pick([])).toThrow(RangeError)
    expect(() => random.weighted([['a', 0]])).toThrow(RangeError)
  })

  it('picks by weight and honours certain chances', () => {
    const random = seededRandom('w')
    for (let i = 0; i < 100; i++) {
      expect(
        random.weighted([
          ['never', 0],
          ['always', 1],
        ]),
      ).toBe('always')
      expect(random.chance(1)).toBe(true)
      expect(random.chance(0)).toBe(false)
    }
  })
})
