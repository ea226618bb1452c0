// Issue 8's API targets, checked against the figures (reported, never asserted: figures are noisy).
import type { DatabaseKind, LoadFigures as Loaded } from '../scale/prepared-database.ts'
import type { MeteredFigures } from './metered-load.ts'

/**
 * An endpoint's figures, with the hello-world measured just before it that its ratios are taken to:
 * of requests per second, and of server CPU a request (hello's over the endpoint's, so that 0.4 reads
 * as "costs 2.5 hello-worlds"; the same as the first when the server's core is the bottleneck and the
 * machine is quiet).
 */
export type EndpointFigures = MeteredFigures & {
  readonly hello: MeteredFigures
  readonly ratioToHello: number
  readonly cpuRatioToHello: number
}

export type ApiGroup = {
  readonly companies: number
  readonly database: DatabaseKind
  readonly endpoints: Partial<Record<'autocomplete' | 'members' | 'reveal', EndpointFigures>>
  /** How the database was loaded in this run; null when a cached one was used. */
  readonly loaded: Loaded | null
}

export type TargetCheck = { readonly target: string; readonly measured: string; readonly met: boolean }

const P99_LIMIT_MS: Record<DatabaseKind, number> = { postgres: 10, pglite: 25 }
const AUTOCOMPLETE_SHARE = 0.4
const REVEAL_SHARE = 0.15

const pct = (ratio: number) => `${Math.round(ratio * 100)}%`

export const checkTargets = (groups: readonly ApiGroup[]): TargetCheck[] =>
  groups.flatMap((g) => {
    const where = `${g.companies.toLocaleString('en')} companies, ${g.database}`
    const checks: TargetCheck[] = []
    const auto = g.endpoints.autocomplete
    const reveal = g.endpoints.reveal
    if (auto !== undefined && g.companies >= 1_000_000) {
      const limit = P99_LIMIT_MS[g.database]
      checks.push({
        target: `autocomplete p99 <= ${limit} ms (${where})`,
        measured: `${auto.p99Ms} ms`,
        met: auto.p99Ms <= limit,
      })
    }
    if (auto !== undefined)
      checks.push({
        target: `autocomplete >= ${pct(AUTOCOMPLETE_SHARE)} of hello req/s (${where})`,
        measured: `${pct(auto.ratioToHello)} (server CPU a request: hello's is ${pct(auto.cpuRatioToHello)} of it)`,
        met: auto.ratioToHello >= AUTOCOMPLETE_SHARE,
      })
    if (reveal !== undefined)
      checks.push({
        target: `reveal >= ${pct(REVEAL_SHARE)} of hello req/s (${where})`,
        measured: `${pct(reveal.ratioToHello)} (server CPU a request: hello's is ${pct(reveal.cpuRatioToHello)} of it)`,
        met: reveal.ratioToHello >= REVEAL_SHARE,
      })
    return checks
  })
