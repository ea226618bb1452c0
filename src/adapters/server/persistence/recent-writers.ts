/**
 * Who changed something of theirs a moment ago, so their reads of what they changed go to the primary
 * (read-your-writes with a read replica, issue 32 §4). A mark lasts `windowMs`: longer than the most a
 * replica in use can be behind, so once it ends the replica has the change.
 */
export interface RecentWriters {
  /** Resolves once the mark is kept (before the write's answer is sent). */
  wrote(userId: string): Promise<void>
  /** True within the window after the user's last `wrote`; true too when that cannot be told. */
  wroteRecently(userId: string): Promise<boolean>
  close(): Promise<void>
}

// Marks kept in memory at most; past it the expired ones are dropped (a burst of writers still fits).
const MAX_MARKS = 100_000

/** The marks of this process only: enough for one process, or with requests routed by user. */
export class MemoryRecentWriters implements RecentWriters {
  private readonly until = new Map<string, number>()

  constructor(
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  async wrote(userId: string): Promise<void> {
    if (this.until.size >= MAX_MARKS) this.dropExpired()
    this.until.delete(userId)
    this.until.set(userId, this.now() + this.windowMs)
  }

  async wroteRecently(userId: string): Promise<boolean> {
    const until = this.until.get(userId)
    return until !== undefined && until > this.now()
  }

  private dropExpired(): void {
    const now = this.now()
    for (const [userId, until] of this.until) if (until <= now) this.until.delete(userId)
  }

  async close(): Promise<void> {}
}
