import type { RateCounter, WindowCount } from '../../../application/server/ports/rate-counter.port.ts'
import { FixedWindowCounter } from '../api/fixed-window-counter.ts'

/** Counts in this process's memory: the embedded default, where one process serves everything. */
export class MemoryRateCounter implements RateCounter {
  private readonly counters = new Map<string, FixedWindowCounter>()

  constructor(private readonly now: () => number = Date.now) {}

  async take(name: string, limit: number, windowMs: number): Promise<WindowCount> {
    return this.counterFor(limit, windowMs).take(name)
  }

  async giveBack(name: string, limit: number, windowMs: number): Promise<void> {
    this.counters.get(`${limit}/${windowMs}`)?.giveBack(name)
  }

  // One counter per limit and window: a key's plan may change its limit, and starts a count of its own.
  private counterFor(limit: number, windowMs: number) {
    const shape = `${limit}/${windowMs}`
    let counter = this.counters.get(shape)
    if (counter === undefined) {
      counter = new FixedWindowCounter(limit, windowMs, this.now)
      this.counters.set(shape, counter)
    }
    return counter
  }

  async close(): Promise<void> {}
}
