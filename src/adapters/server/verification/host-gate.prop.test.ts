import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { HostGate } from './host-gate.ts'

const tick = () => new Promise((resolve) => setImmediate(resolve))

describe('politeness toward a mail server', () => {
  it('never more conversations open with one host than its limit, and every one runs', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 4 }),
        fc.array(fc.tuple(fc.constantFrom('mx1', 'mx2'), fc.integer({ min: 0, max: 3 })), { maxLength: 40 }),
        async (limit, jobs) => {
          const gate = new HostGate(limit, 0)
          const open = new Map<string, number>()
          let highest = 0
          const ran = await Promise.all(
            jobs.map(([host, ticks]) =>
              gate.run(host, async () => {
                open.set(host, (open.get(host) ?? 0) + 1)
                highest = Math.max(highest, open.get(host) ?? 0)
                for (let i = 0; i < ticks; i++) await tick()
                open.set(host, (open.get(host) ?? 0) - 1)
                return host
              }),
            ),
          )
          expect(highest).toBeLessThanOrEqual(limit)
          expect(ran).toEqual(jobs.map(([host]) => host))
        },
      ),
    )
  })
})
