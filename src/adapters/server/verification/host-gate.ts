const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

type HostState = { open: number; nextStartAt: number; queue: (() => void)[] }

/**
 * Politeness toward each mail server: at most `connections` conversations open at once with one host,
 * and at least `intervalMs` between two starting, however many addresses a bulk run sends its way.
 */
export class HostGate {
  private readonly hosts = new Map<string, HostState>()
  /** The most conversations seen open at once with any one host (for tests and the bench). */
  highestOpen = 0

  constructor(
    private readonly connections: number,
    private readonly intervalMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  async run<T>(host: string, work: () => Promise<T>): Promise<T> {
    const state = this.stateOf(host)
    if (state.open >= this.connections) await new Promise<void>((resolve) => state.queue.push(resolve))
    state.open += 1
    this.highestOpen = Math.max(this.highestOpen, state.open)
    try {
      const startAt = Math.max(this.now(), state.nextStartAt)
      state.nextStartAt = startAt + this.intervalMs
      if (startAt > this.now()) await sleep(startAt - this.now())
      return await work()
    } finally {
      state.open -= 1
      state.queue.shift()?.()
      if (state.open === 0 && state.queue.length === 0 && state.nextStartAt <= this.now())
        this.hosts.delete(host)
    }
  }

  private stateOf(host: string): HostState {
    let state = this.hosts.get(host)
    if (state === undefined) {
      state = { open: 0, nextStartAt: 0, queue: [] }
      this.hosts.set(host, state)
    }
    return state
  }
}
