import type { RateCounter, WindowCount } from '../../../application/server/ports/rate-counter.port.ts'
import { FixedWindowCounter } from '../api/fixed-window-counter.ts'

/** Counts in this process's memory: the embedded default, where one process serves everything. */
export class MemoryRateCounter implements RateCounter {
  private readonly counters = new Map<number, FixedWindowCounter>()

  constructor(private readonly now: () => number = Date.now) {}

  async take(name: string, limit: number, windowMs: number): Promise<WindowCount> {
    return this.counterFor(windowMs).take(name, limit)
  }

  async giveBack(name: string, _limit: number, windowMs: number): Promise<void> {
    this.counters.get(windowMs)?.giveBack(name)
  }

  // One counter per window length, and one count per name in it whatever the limit: a plan changed
  // meanwhile goes on from the calls already made (issue 32), as it does in Redis.
  private counterFor(windowMs: number) {
    let counter = this.counters.get(windowMs)
    if (counter === undefined) {
      counter = new FixedWindowCounter(Number.POSITIVE_INFINITY, windowMs, this.now)
      this.counters.set(windowMs, counter)
    }
    return counter
  }

  async close(): Promise<void> {}
}
