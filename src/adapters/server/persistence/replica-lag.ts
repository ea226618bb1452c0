/**
 * What one periodic look at the read replica found (replica-watch.ts), or that it could not be asked.
 * `caughtUp`: it had replayed the primary's WAL up to where the primary was just before the look.
 * `sinceLastReplayMs`: how long ago the last transaction it replayed committed on the primary (null:
 * none replayed since it started).
 */
export type ReplicaCheck =
  | { readonly _tag: 'Unreachable'; readonly reason: string }
  | {
      readonly _tag: 'Answered'
      readonly inRecovery: boolean
      readonly caughtUp: boolean
      readonly sinceLastReplayMs: number | null
    }

/** Where the read-heavy calls go until the next look, and why. */
export type ReadTarget =
  | { readonly use: 'replica'; readonly lagMs: number }
  | {
      readonly use: 'primary'
      readonly because: 'unreachable' | 'not-a-replica' | 'lagging' | 'not-checked-yet'
      readonly lagMs: number | null
    }

/**
 * How far behind the replica is. Caught up: 0, whatever the clock says (an idle primary commits
 * nothing, so the time since the last replayed commit grows without the replica being behind at all).
 * Behind: the time since the last commit it replayed, which is at least how stale its answers are.
 * Behind with nothing replayed yet: unknown.
 */
export const lagOf = (check: Extract<ReplicaCheck, { _tag: 'Answered' }>): number | null =>
  check.caughtUp ? 0 : check.sinceLastReplayMs === null ? null : Math.max(0, check.sinceLastReplayMs)

/**
 * Reads go to the replica only when it answered, is still a replica (a promoted one no longer follows
 * the primary), and is at most `maxLagMs` behind; in every other case to the primary, which is never
 * stale.
 */
export const readTargetOf = (check: ReplicaCheck, maxLagMs: number): ReadTarget => {
  if (check._tag === 'Unreachable') return { use: 'primary', because: 'unreachable', lagMs: null }
  const lagMs = lagOf(check)
  if (!check.inRecovery) return { use: 'primary', because: 'not-a-replica', lagMs }
  if (lagMs === null || lagMs > maxLagMs) return { use: 'primary', because: 'lagging', lagMs }
  return { use: 'replica', lagMs }
}
