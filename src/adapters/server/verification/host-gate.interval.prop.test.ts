import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { HostGate } from './host-gate.ts'

const tick = () => new Promise((resolve) => setImmediate(resolve))

/**
 * A clock and timers under the test's control: a timer fires at its time plus a lateness the property
 * chooses (a loaded machine, a long synchronous task), never early; time jumps to the next timer.
 */
const virtualTime = (lateness: readonly number[]) => {
  let clock = 0
  let fired = 0
  const timers: { at: number; wake: () => void }[] = []
  const sleep = (ms: number) =>
    new Promise<void>((wake) => {
      timers.push({ at: clock + ms + (lateness[fired++ % Math.max(1, lateness.length)] ?? 0), wake })
    })
  const drive = async (work: Promise<unknown>) => {
    let finished = false
    void work.finally(() => {
      finished = true
    })
    while (!finished) {
      await tick()
      timers.sort((a, b) => a.at - b.at)
      const next = timers.shift()
      if (next === undefined) continue
      clock = Math.max(clock, next.at)
      next.wake()
    }
    await work
  }
  return { now: () => clock, sleep, drive }
}

describe('politeness toward a mail server: the interval', () => {
  it('two conversations with one server start at least the interval apart, however late timers fire', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 200 }),
        fc.array(fc.integer({ min: 0, max: 150 }), { minLength: 1, maxLength: 12 }),
        fc.array(fc.tuple(fc.constantFrom('192.0.2.1', '192.0.2.2'), fc.integer({ min: 0, max: 300 })), {
          minLength: 2,
          maxLength: 16,
        }),
        async (limit, intervalMs, lateness, jobs) => {
          const time = virtualTime(lateness)
          const gate = new HostGate(limit, intervalMs, time.now, time.sleep)
          const starts = new Map<string, number[]>()
          await time.drive(
            Promise.all(
              jobs.map(([server, lasts]) =>
                gate.run(server, async () => {
                  starts.set(server, [...(starts.get(server) ?? []), time.now()])
                  await time.sleep(lasts)
                }),
              ),
            ),
          )
          for (const times of starts.values())
            for (let i = 1; i < times.length; i++)
              expect((times[i] ?? 0) - (times[i - 1] ?? 0)).toBeGreaterThanOrEqual(intervalMs)
          expect([...starts.values()].flat()).toHaveLength(jobs.length)
        },
      ),
      { numRuns: 200 },
    )
  })
})
