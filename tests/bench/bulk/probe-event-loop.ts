// `node --import tsx tests/bench/bulk/probe-event-loop.ts [rows]`: where a bulk job on PGlite holds the
// service's thread (issue 29 §16). Runs a job of first reveals in this process on an in-memory PGlite and
// reports the event loop's delay (perf_hooks.monitorEventLoopDelay) and the longest database calls.
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { generateDataset } from '../../../src/adapters/server/demo-data/generate-dataset.ts'
import { inBackground } from '../../../src/adapters/server/persistence/background-lane.ts'
import { EnrichmentTokens } from '../../../src/composition/server/enrichment.area.ts'
import { ServerTokens as T } from '../../../src/composition/tokens.ts'
import type { ProfileId } from '../../../src/domain/profiles/profile-id.ts'
import { profileLinkFor } from '../../../src/domain/profiles/profile-link.ts'
import { fundUser } from '../../support/ledger-audit.ts'
import { multipartBody } from '../../support/multipart-body.ts'
import { startSeededApi } from '../../support/seeded-api.ts'

const rows = Number(process.argv[2] ?? 10_000)
const companies = Math.ceil(rows / 15) + 20
const seeded = await startSeededApi({ DEMO_COMPANIES: String(companies), ENRICHMENT_WORKERS: '0' })
const database = await seeded.api.container.getAsync(T.Database)
await seeded.seed.proPlan({ user: 'probe' })
await fundUser(database.db, 'probe', 1_000_000, 'probe-lead')
const ids: string[] = []
for (const { people } of generateDataset({ seed: 'leadlens-demo', companies, asOf: new Date() }))
  for (const p of people)
    if (ids.length < rows && p.emails.length + p.phones.length > 0) ids.push(p.profileId)
const { body, contentType } = multipartBody({
  name: 'probe.csv',
  type: 'text/csv',
  bytes: new TextEncoder().encode(
    `LinkedIn URL\n${ids.map((id) => profileLinkFor(id as ProfileId)).join('\n')}\n`,
  ),
})
const uploaded = await seeded.api.app.inject({
  method: 'POST',
  url: '/api/enrichment/jobs',
  payload: body,
  headers: { authorization: `Bearer ${await seeded.api.token('probe')}`, 'content-type': contentType },
})
const { id } = uploaded.json() as { id: string }
await seeded.api.call('POST', `/api/enrichment/jobs/${id}/start`, { as: { user: 'probe' }, body: {} })

// A prepared statement's call names it (bind "s12"); its text is in PGlite's own prepared list.
const names = new Map<string, string>()
const textOf = (arg: unknown): string => {
  if (typeof arg === 'string') return arg
  if (!(arg instanceof Uint8Array)) return ''
  const bytes = Buffer.from(arg).toString('latin1')
  const parse = /^P....([^\0]*)\0([^\0]*)\0/s.exec(bytes)
  if (parse !== null) {
    names.set(parse[1] ?? '', parse[2] ?? '')
    return `prepare ${parse[2]}`
  }
  const bind = /^B....[^\0]*\0([^\0]*)\0/s.exec(bytes)
  return bind === null ? bytes.slice(0, 40) : (names.get(bind[1] ?? '') ?? `bind ${bind[1]}`)
}
// Each call into PGlite, timed: the thread is held for exactly that long.
const calls = new Map<string, { n: number; total: number; max: number }>()
const pglite = database.pglite as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>
for (const method of ['execProtocolRaw', 'query', 'exec'] as const) {
  const original = pglite[method]?.bind(pglite)
  if (original === undefined) continue
  pglite[method] = async (...args: unknown[]) => {
    const started = performance.now()
    try {
      return await original(...args)
    } finally {
      const ms = performance.now() - started
      const label = `${method} ${textOf(args[0]).replace(/\s+/g, ' ').slice(0, 90)}`
      const entry = calls.get(label) ?? { n: 0, total: 0, max: 0 }
      calls.set(label, { n: entry.n + 1, total: entry.total + ms, max: Math.max(entry.max, ms) })
    }
  }
}
const delay = monitorEventLoopDelay({ resolution: 10 })
delay.enable()
const started = performance.now()
const run = await seeded.api.container.getAsync(EnrichmentTokens.RunEnrichmentJob)
// As the service's worker runs it: in the background lane, giving way to requests.
await inBackground(() => run.execute(id))
const seconds = (performance.now() - started) / 1000
delay.disable()
const ms = (ns: number) => Math.round(ns / 1e6)
console.log(
  `${rows} rows in ${seconds.toFixed(1)} s; event loop delay p50 ${ms(delay.percentile(50))} ms, ` +
    `p99 ${ms(delay.percentile(99))} ms, max ${ms(delay.max)} ms`,
)
for (const [label, c] of [...calls].sort((a, b) => b[1].total - a[1].total).slice(0, 12))
  console.log(`  ${c.n}× total ${Math.round(c.total)} ms max ${Math.round(c.max)} ms  ${label}`)
await seeded.api.close()
process.exit(0)
