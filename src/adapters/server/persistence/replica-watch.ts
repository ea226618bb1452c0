import type pg from 'pg'
import { type ReadTarget, type ReplicaCheck, readTargetOf } from './replica-lag.ts'

export type ReplicaWatchOptions = {
  /** Past this lag the reads go to the primary. */
  readonly maxLagMs: number
  /** How often the replica is looked at: once per interval per process, never per query. */
  readonly intervalMs: number
  /** Told each time the target changes (for the log). */
  readonly onChange?: (target: ReadTarget, check: ReplicaCheck) => void
}

const LSN = 'select pg_current_wal_lsn()::text as lsn'
// clock_timestamp() on the replica against its last replayed commit's time on the primary: the two
// machines' clocks must agree (NTP), as for any lag measured this way.
const REPLICA = `select pg_is_in_recovery() as in_recovery,
  coalesce(pg_last_wal_replay_lsn() >= $1::pg_lsn, false) as caught_up,
  (extract(epoch from clock_timestamp() - pg_last_xact_replay_timestamp()) * 1000)::float8 as since_ms`

type ReplicaRow = { in_recovery: boolean; caught_up: boolean; since_ms: number | null }

const withDeadline = <T>(work: Promise<T>, ms: number): Promise<T> => {
  let timer: NodeJS.Timeout | undefined
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)
  })
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer))
}

/**
 * Looks at the replica every `intervalMs` and keeps where reads go until the next look: the primary's
 * WAL position first, then whether the replica has replayed up to it (readTargetOf). A look that
 * gets no answer within the interval (a replica that accepts connections and then says nothing)
 * counts as unreachable, so a hung replica cannot hold the reads.
 */
export class ReplicaWatch {
  private target: ReadTarget = { use: 'primary', because: 'not-checked-yet', lagMs: null }
  private timer: NodeJS.Timeout | undefined
  private running: Promise<void> | undefined

  constructor(
    private readonly primary: pg.Pool,
    private readonly replica: pg.Pool,
    private readonly options: ReplicaWatchOptions,
  ) {}

  /** Looks once (so the first requests already know), then every interval until `stop`. */
  async start(): Promise<void> {
    await this.check()
    this.timer = setInterval(() => void this.check(), this.options.intervalMs)
    // The watch alone never keeps the process alive.
    this.timer.unref()
  }

  current(): ReadTarget {
    return this.target
  }

  /** A replica connection refused between looks: reads go to the primary until a look finds it well. */
  lost(reason: string): void {
    this.set({ _tag: 'Unreachable', reason })
  }

  /** One look now (a look already under way is waited for instead of doubled). */
  check(): Promise<void> {
    this.running ??= this.look().finally(() => {
      this.running = undefined
    })
    return this.running
  }

  async stop(): Promise<void> {
    clearInterval(this.timer)
    await this.running
  }

  private async look(): Promise<void> {
    const deadline = Math.max(this.options.intervalMs, 1_000)
    let check: ReplicaCheck
    try {
      const lsn = (await withDeadline(this.primary.query<{ lsn: string }>(LSN), deadline)).rows[0]?.lsn
      const row = (await withDeadline(this.replica.query<ReplicaRow>(REPLICA, [lsn]), deadline)).rows[0]
      check =
        row === undefined
          ? { _tag: 'Unreachable', reason: 'no answer' }
          : {
              _tag: 'Answered',
              inRecovery: row.in_recovery,
              caughtUp: row.caught_up,
              sinceLastReplayMs: row.since_ms === null ? null : Number(row.since_ms),
            }
    } catch (error) {
      check = { _tag: 'Unreachable', reason: error instanceof Error ? error.message : String(error) }
    }
    this.set(check)
  }

  private set(check: ReplicaCheck): void {
    const next = readTargetOf(check, this.options.maxLagMs)
    const changed =
      next.use !== this.target.use ||
      ('because' in next && 'because' in this.target && next.because !== this.target.because)
    this.target = next
    if (changed) this.options.onChange?.(next, check)
  }
}
