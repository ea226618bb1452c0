import { AsyncLocalStorage } from 'node:async_hooks'

// Work marked as background (a bulk job's run) gives way to requests on the embedded PGlite (issue 29
// §16). PGlite runs one statement at a time in the service's own thread, first come first served: a
// request's statements alternate with the job's, so a reveal of five statements waited five of the job's
// (over a second on a loaded machine). Here a background statement waits while a request's statements are
// under way (one ran within QUIET_MS), up to MOST_WAIT_MS, so a request runs its statements back to back
// and a busy service still moves the job on. On PostgreSQL nothing waits: each has its own connection.

const lane = new AsyncLocalStorage<true>()

/** Runs `work` in the background lane: its statements on PGlite give way to requests' statements. */
export const inBackground = <T>(work: () => Promise<T>): Promise<T> => lane.run(true, work)

const QUIET_MS = 15
const MOST_WAIT_MS = 250

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))
/**
 * One turn of the event loop. PGlite's promises settle as microtasks, so a chain of statements that never
 * waits on anything else never lets the loop read a request: /health waited out a whole 10,000-row job.
 */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))

/** The turns of one PGlite database between requests and background work. */
export class BackgroundLane {
  private foregroundAt = Number.NEGATIVE_INFINITY
  private foregroundRunning = 0

  private busy() {
    return this.foregroundRunning > 0 || performance.now() - this.foregroundAt < QUIET_MS
  }

  /** Before a statement or transaction: a background one waits for a quiet moment; a request's is noted. */
  async enter(): Promise<'foreground' | 'background'> {
    if (lane.getStore() !== true) {
      this.foregroundRunning++
      this.foregroundAt = performance.now()
      return 'foreground'
    }
    await nextTurn()
    const deadline = performance.now() + MOST_WAIT_MS
    while (this.busy() && performance.now() < deadline) await pause(QUIET_MS)
    return 'background'
  }

  /** After it. */
  leave(side: 'foreground' | 'background'): void {
    if (side === 'background') return
    this.foregroundRunning--
    this.foregroundAt = performance.now()
  }
}
