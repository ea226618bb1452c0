const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

type ServerState = { open: number; lastStartAt: number; queue: (() => void)[] }

/**
 * Politeness toward each mail server: at most `connections` conversations open at once with one
 * server, and at least `intervalMs` between two actually starting, however many addresses a bulk run
 * sends its way. A server is its IP address, not an MX name: many domains' MX names point at one
 * address (Microsoft 365, Google Workspace), and it is the address that a server counts and blocks.
 */
export class HostGate {
  private readonly servers = new Map<string, ServerState>()
  /** The most conversations seen open at once with any one server (for tests and the bench). */
  highestOpen = 0

  constructor(
    private readonly connections: number,
    private readonly intervalMs: number,
    private readonly now: () => number = Date.now,
    private readonly sleep: (ms: number) => Promise<void> = realSleep,
  ) {}

  async run<T>(server: string, work: () => Promise<T>): Promise<T> {
    const state = this.stateOf(server)
    if (state.open >= this.connections) await new Promise<void>((resolve) => state.queue.push(resolve))
    state.open += 1
    this.highestOpen = Math.max(this.highestOpen, state.open)
    try {
      // Measured from the last actual start, checked again after every wait: a timer that fires late
      // (a busy machine) pushes the next start back instead of squeezing the gap.
      for (let wait = this.waitOf(state); wait > 0; wait = this.waitOf(state)) await this.sleep(wait)
      state.lastStartAt = this.now()
      return await work()
    } finally {
      state.open -= 1
      state.queue.shift()?.()
      if (state.open === 0 && state.queue.length === 0 && this.waitOf(state) <= 0) this.servers.delete(server)
    }
  }

  private waitOf(state: ServerState) {
    return state.lastStartAt + this.intervalMs - this.now()
  }

  private stateOf(server: string): ServerState {
    let state = this.servers.get(server)
    if (state === undefined) {
      state = { open: 0, lastStartAt: Number.NEGATIVE_INFINITY, queue: [] }
      this.servers.set(server, state)
    }
    return state
  }
}
