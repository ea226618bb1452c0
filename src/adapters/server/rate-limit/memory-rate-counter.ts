import type { RateCounter, WindowCount } from '../../../application/server/ports/rate-counter.port.ts'
import { FixedWindowCounter } from '../api/fixed-window-counter.ts'

/** Counts in this process's memory: the embedded default, where one process serves everything. */
export class MemoryRateCounter implements RateCounter {
  private readonly counters = new Map<string, FixedWindowCounter>()

  constructor(private readonly now: () => number = Date.now) {}

  async take(name: string, limit: number, windowMs: number): Promise<WindowCount> {
    // One counter per limit and window: a key's plan may change its limit, and starts a count of its own.
    const shape = `${limit}/${windowMs}`
    let counter = this.counters.get(shape)
    if (counter === undefined) {
      counter = new FixedWindowCounter(limit, windowMs, this.now)
      this.counters.set(shape, counter)
    }
    return counter.take(name)
  }

  async close(): Promise<void> {}
}
