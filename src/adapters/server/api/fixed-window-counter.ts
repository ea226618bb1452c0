/** One key's count in its current window, as a response tells it (X-RateLimit-*). */
export type WindowCount = {
  /** False: the request is over the limit, and was not counted. */
  readonly allowed: boolean
  readonly limit: number
  readonly remaining: number
  /** Seconds until the window ends and the count starts again. */
  readonly resetSeconds: number
}

/**
 * Counts requests per key in fixed windows, in this process's memory. Checking and counting are one
 * synchronous step, so requests arriving together cannot all slip through before any is counted (a
 * password check takes long enough for that to matter). At most `maxKeys` keys are kept: ended windows
 * go first, then the oldest, so a flood of addresses cannot make it grow without end.
 */
export class FixedWindowCounter {
  private readonly windows = new Map<string, { count: number; readonly endsAt: number }>()

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 50_000,
  ) {}

  /** Counts one request against `key` unless its window is full (`limit`: this one's, else the counter's). */
  take(key: string, limit = this.limit): WindowCount {
    const now = this.now()
    let window = this.windows.get(key)
    if (window === undefined || window.endsAt <= now) {
      this.windows.delete(key)
      this.makeRoom(now)
      window = { count: 0, endsAt: now + this.windowMs }
      this.windows.set(key, window)
    }
    const allowed = window.count < limit
    if (allowed) window.count += 1
    return {
      allowed,
      limit,
      remaining: Math.max(0, limit - window.count),
      resetSeconds: Math.max(1, Math.ceil((window.endsAt - now) / 1000)),
    }
  }

  /** Takes back one counted request (a sign-in that turned out right). */
  giveBack(key: string): void {
    const window = this.windows.get(key)
    if (window !== undefined && window.count > 0) window.count -= 1
  }

  // Windows all last as long and a key is re-inserted when its window starts again, so insertion order
  // is ending order: ended windows are at the front, and so are the oldest ones when room is short.
  private makeRoom(now: number) {
    for (const [key, window] of this.windows) {
      if (window.endsAt > now && this.windows.size < this.maxKeys) break
      this.windows.delete(key)
    }
  }
}
