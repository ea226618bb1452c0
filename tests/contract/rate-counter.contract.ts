import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RateCounter } from '../../src/application/server/ports/rate-counter.port.ts'

export type OpenedRateCounter = { readonly counter: RateCounter; close(): Promise<void> }

let n = 0
const aName = () => `name-${++n}-${Date.now().toString(36)}`

/** The contract every RateCounter keeps: in memory and in Redis. */
export const rateCounterContract = (name: string, open: () => Promise<OpenedRateCounter>) =>
  describe(`RateCounter contract: ${name}`, () => {
    let opened: OpenedRateCounter
    beforeAll(async () => {
      opened = await open()
    })
    afterAll(() => opened?.close())

    it('allows `limit` calls a window, says what is left and when it starts again, then refuses', async () => {
      const name = aName()
      const counts = []
      for (let i = 0; i < 4; i++) counts.push(await opened.counter.take(name, 3, 60_000))
      expect(counts.map((c) => [c.allowed, c.remaining])).toEqual([
        [true, 2],
        [true, 1],
        [true, 0],
        [false, 0],
      ])
      for (const count of counts) {
        expect(count.limit).toBe(3)
        expect(count.resetSeconds).toBeGreaterThanOrEqual(1)
        expect(count.resetSeconds).toBeLessThanOrEqual(60)
      }
      expect((await opened.counter.take(aName(), 3, 60_000)).allowed).toBe(true)
    })

    it('lets exactly `limit` of many calls made at once through', async () => {
      const name = aName()
      const counts = await Promise.all(
        Array.from({ length: 25 }, () => opened.counter.take(name, 10, 60_000)),
      )
      expect(counts.filter((c) => c.allowed)).toHaveLength(10)
    })

    it('gives a call back within its window, never below nothing', async () => {
      const name = aName()
      await opened.counter.giveBack(name, 2, 60_000)
      expect((await opened.counter.take(name, 2, 60_000)).remaining).toBe(1)
      expect((await opened.counter.take(name, 2, 60_000)).remaining).toBe(0)
      await opened.counter.giveBack(name, 2, 60_000)
      const again = await opened.counter.take(name, 2, 60_000)
      expect([again.allowed, again.remaining]).toEqual([true, 0])
      expect((await opened.counter.take(name, 2, 60_000)).allowed).toBe(false)
    })

    it('keeps one count per name whatever the limit it is taken with (issue 32: a plan changed meanwhile)', async () => {
      // Processes that still remember a user's old limit and those that read the new one count in one
      // count: the limit is what each compares it with, never part of the count's name.
      const name = aName()
      expect((await opened.counter.take(name, 2, 60_000)).remaining).toBe(1)
      expect((await opened.counter.take(name, 2, 60_000)).remaining).toBe(0)
      const raised = await opened.counter.take(name, 5, 60_000)
      expect([raised.allowed, raised.limit, raised.remaining]).toEqual([true, 5, 2])
      // Lowered below what was used: refused until the window ends.
      expect((await opened.counter.take(name, 2, 60_000)).allowed).toBe(false)
      // A call given back under either limit comes off the one count.
      const before = (await opened.counter.take(name, 100, 60_000)).remaining
      await opened.counter.giveBack(name, 7, 60_000)
      expect((await opened.counter.take(name, 100, 60_000)).remaining).toBe(before)
    })

    it('starts again when the window ends', async () => {
      const name = aName()
      expect((await opened.counter.take(name, 1, 200)).allowed).toBe(true)
      expect((await opened.counter.take(name, 1, 200)).allowed).toBe(false)
      await new Promise((resolve) => setTimeout(resolve, 400))
      expect((await opened.counter.take(name, 1, 200)).allowed).toBe(true)
    })
  })
