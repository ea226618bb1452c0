/**
 * The time one address may spend with mail servers (VERIFY_BUDGET_MS): one deadline for connecting,
 * the greeting, every reply and every retry's wait, on every server and address tried. Time spent
 * waiting its turn behind our own politeness limits (HostGate) is given back: it is not the peer's.
 */
export class AddressBudget {
  private deadlineAt: number
  /** The last temporary refusal seen (greylisting, 421): what the budget ran out waiting on, if any. */
  lastTemporary: string | null = null

  constructor(
    budgetMs: number,
    private readonly now: () => number,
  ) {
    this.deadlineAt = now() + budgetMs
  }

  /** The moment every wait must end by (ms since the epoch). */
  get deadline(): number {
    return this.deadlineAt
  }

  remainingMs(): number {
    return this.deadlineAt - this.now()
  }

  /** Moves the deadline later by time spent queued for a turn with a server. */
  giveBack(ms: number): void {
    if (ms > 0) this.deadlineAt += ms
  }
}
