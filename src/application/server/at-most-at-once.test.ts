import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { atMostAtOnce } from './at-most-at-once.ts'

const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('atMostAtOnce', () => {
  it('property: every item once, results in order, never more than the limit running', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.nat(3), { maxLength: 30 }),
        fc.integer({ min: 1, max: 6 }),
        async (delays, limit) => {
          let running = 0
          let most = 0
          const seen: number[] = []
          const results = await atMostAtOnce(
            delays.map((d, i) => [d, i] as const),
            limit,
            async ([d, i]) => {
              most = Math.max(most, ++running)
              seen.push(i)
              for (let t = 0; t < d; t++) await tick()
              running--
              return i * 2
            },
          )
          expect(results).toEqual(delays.map((_, i) => i * 2))
          expect(seen).toEqual(delays.map((_, i) => i))
          expect(most).toBeLessThanOrEqual(limit)
        },
      ),
      { numRuns: 50 },
    )
  })

  it('starts no more once stop says so, and rejects with a failure after the running ones end', async () => {
    let started = 0
    const partial = await atMostAtOnce(
      [1, 2, 3, 4, 5],
      2,
      async (n) => {
        started++
        await tick()
        return n
      },
      () => started >= 3,
    )
    expect(partial).toEqual([1, 2, 3, undefined, undefined])
    const ended: number[] = []
    const boom = new Error('row failed')
    await expect(
      atMostAtOnce([1, 2, 3, 4], 2, async (n) => {
        await tick()
        if (n === 1) throw boom
        ended.push(n)
        return n
      }),
    ).rejects.toBe(boom)
    expect(ended).toEqual([2])
  })
})
