// Bulk enrichment at scale (issue 20 §3): a file of profile links already in the data, uploaded to a
// real service process on PostgreSQL and on PGlite (the cached 10,000-company bench databases, about
// 183,000 people), run to the end, and its result downloaded. Figures: upload-to-result time, rows a
// second, and the service's peak memory (VmHWM) after a 1,000-row file and after the big one, to show
// it streams (flat memory whatever the file's size).
import { readFileSync } from 'node:fs'
import { startTestIssuer } from '../../../src/adapters/server/auth/testing/test-issuer.ts'
import { generateDataset } from '../../../src/adapters/server/demo-data/generate-dataset.ts'
import { profileLinkFor } from '../../../src/domain/profiles/profile-link.ts'
import { startServer } from '../../e2e/support/server-process.ts'
import { BENCH_AS_OF, BENCH_SEED } from '../scale/bench-dataset.ts'
import { type DatabaseKind, DEFAULT_POSTGRES_URL, ensurePrepared } from '../scale/prepared-database.ts'

const COMPANIES = 10_000

export type BulkRun = {
  readonly rows: number
  readonly uploadSeconds: number
  readonly uploadToResultSeconds: number
  readonly rowsPerSecond: number
  readonly found: number
  readonly charged: number
  readonly resultMb: number
  /** The service's peak resident memory so far (VmHWM), after this run. */
  readonly peakRssMb: number
}

export type BulkFigures = {
  readonly database: DatabaseKind
  readonly startRssMb: number
  readonly runs: readonly BulkRun[]
}

/** Profile links of the first `count` people of the bench dataset, in its order. */
const profileLinks = (count: number): string[] => {
  const links: string[] = []
  for (const { people } of generateDataset({ seed: BENCH_SEED, companies: COMPANIES, asOf: BENCH_AS_OF })) {
    for (const person of people) {
      links.push(profileLinkFor(person.profileId))
      if (links.length === count) return links
    }
  }
  throw new Error(`the bench dataset has fewer than ${count} people`)
}

// Resident memory of a process, from /proc (Linux): VmRSS now, VmHWM its peak.
const memoryMb = (pid: number | undefined, field: 'VmRSS' | 'VmHWM') => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0)
  return Math.round(kb / 1024)
}

export const bulkBenchmarks = async ({
  quick,
  databases = ['postgres', 'pglite'],
  postgresUrl = DEFAULT_POSTGRES_URL,
}: {
  readonly quick: boolean
  readonly databases?: readonly DatabaseKind[]
  readonly postgresUrl?: string
}): Promise<readonly BulkFigures[]> => {
  const sizes = quick ? [1_000, 10_000] : [1_000, 100_000]
  const links = profileLinks(sizes.reduce((sum, size) => sum + size, 0))
  const figures: BulkFigures[] = []
  for (const database of databases) {
    const { env } = await ensurePrepared(database, COMPANIES, postgresUrl)
    const issuer = await startTestIssuer()
    const server = await startServer({
      ...env,
      OIDC_ISSUER: issuer.issuer,
      OIDC_AUDIENCE: issuer.audience,
      RATE_LIMIT_PER_MINUTE: '0',
      RATE_LIMIT_USER_PER_MINUTE: '0',
      LOG_LEVEL: 'warn',
    })
    try {
      const startRssMb = memoryMb(server.pid, 'VmRSS')
      const user = `bulk-bench-${Date.now().toString(36)}`
      // Tokens good for a day: a slow run (a 100,000-row file on a loaded machine) outlives the default 5 minutes.
      const DAY = 86_400
      const asUser = { authorization: `Bearer ${await issuer.token(user, { expiresIn: DAY })}` }
      const asAdmin = {
        authorization: `Bearer ${await issuer.token('bulk-bench-admin', { roles: ['admin'], expiresIn: DAY })}`,
      }
      const json = { 'content-type': 'application/json' }
      const call = async (path: string, init: RequestInit = {}) => {
        const response = await fetch(`${server.url}${path}`, init)
        if (response.status >= 300) throw new Error(`${path}: ${response.status} ${await response.text()}`)
        return response
      }
      await call('/api/user/info', { headers: asUser })
      // A Pro plan (an invite code worth more than it) and enough lead credits for every row.
      const code = `BULK-BENCH-${Date.now().toString(36).toUpperCase()}`
      await call('/api/invitation', {
        method: 'POST',
        headers: { ...asAdmin, ...json },
        body: JSON.stringify({ distributorName: 'Bench', discountAmount: 1_000_000, inviteCode: code }),
      })
      await call('/api/payment/order', {
        method: 'POST',
        headers: { ...asUser, ...json },
        body: JSON.stringify({ plan: 'MONTHLY_PRO', inviteCode: code }),
      })
      await call(`/api/admin/users/${encodeURIComponent(user)}/credits`, {
        method: 'POST',
        headers: { ...asAdmin, ...json },
        body: JSON.stringify({ grants: [{ kind: 'lead', quantity: 1_000_000 }], days: 30 }),
      })
      const runs: BulkRun[] = []
      let offset = 0
      for (const rows of sizes) {
        // Each file names people not used before, so every row is a first reveal (the costly case).
        const slice = links.slice(offset, offset + rows)
        offset += rows
        const csv = `LinkedIn URL\n${slice.join('\n')}\n`
        const form = new FormData()
        form.append('start', 'true')
        form.append('file', new Blob([csv], { type: 'text/csv' }), `bench-${rows}.csv`)
        const started = performance.now()
        const uploaded = await call('/api/enrichment/jobs', { method: 'POST', headers: asUser, body: form })
        const uploadSeconds = (performance.now() - started) / 1000
        const { id } = (await uploaded.json()) as { id: string }
        let job: { state: string; found: number; charged: number; doneRows: number }
        for (;;) {
          job = (await (await call(`/api/enrichment/jobs/${id}`, { headers: asUser })).json()) as typeof job
          if (job.state !== 'running') break
          await new Promise((r) => setTimeout(r, 250))
        }
        if (job.state !== 'finished') throw new Error(`job ended ${job.state} at ${job.doneRows} rows`)
        const result = await call(`/api/enrichment/jobs/${id}/result`, { headers: asUser })
        let bytes = 0
        for await (const chunk of result.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length
        const seconds = (performance.now() - started) / 1000
        const run: BulkRun = {
          rows,
          uploadSeconds: Math.round(uploadSeconds * 10) / 10,
          uploadToResultSeconds: Math.round(seconds * 10) / 10,
          rowsPerSecond: Math.round(rows / seconds),
          found: job.found,
          charged: job.charged,
          resultMb: Math.round((bytes / 1_048_576) * 10) / 10,
          peakRssMb: memoryMb(server.pid, 'VmHWM'),
        }
        console.log(
          `  ${database}: ${rows.toLocaleString('en')} rows in ${run.uploadToResultSeconds} s upload to result ` +
            `(upload ${run.uploadSeconds} s) · ${run.rowsPerSecond.toLocaleString('en')} rows/s · ` +
            `${run.found.toLocaleString('en')} found · ${run.charged.toLocaleString('en')} credits · ` +
            `result ${run.resultMb} MB · peak RSS ${run.peakRssMb} MB`,
        )
        runs.push(run)
      }
      figures.push({ database, startRssMb, runs })
    } catch (error) {
      console.error(`  ${database}: failed; the service's log ends with:\n${server.log().slice(-3000)}`)
      throw error
    } finally {
      await server.stop()
      await issuer.close()
    }
  }
  return figures
}
