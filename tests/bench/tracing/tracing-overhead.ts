// What traces cost a reveal (issue 32): two processes of the product on one fresh PostgreSQL schema, one
// started with the OTEL_* settings pointing at a collector stand-in on loopback (every request sampled,
// OTLP over HTTP in protobuf, the SDK's default batching), one without; then rounds of reveals sent to
// each in turn (off, on, off, on, ...) so a neighbour's load on the shared machine falls on both alike.
// Each reveal is of a person not yet revealed (a charge, the full write path). The figure that holds on
// a shared machine is the server's CPU a reveal (the spans, the statements' spans and their export are
// all the server's work); reveals a second move with the neighbours' load.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { Kysely, PostgresDialect } from 'kysely'
import pg from 'pg'
import { startTestIssuer } from '../../../src/adapters/server/auth/testing/test-issuer.ts'
import type { PersonInput } from '../../../src/adapters/server/contact-source/contact-batch.ts'
import { writeContactBatch } from '../../../src/adapters/server/contact-source/kysely-contact-writer.ts'
import type { Database } from '../../../src/adapters/server/persistence/database-schema.ts'
import { freshPostgresSchema } from '../../../src/adapters/server/persistence/testing/fresh-postgres-schema.ts'
import type { ProfileId } from '../../../src/domain/profiles/profile-id.ts'
import { instant } from '../../../src/domain/shared/instant.ts'
import { fundUser } from '../../support/ledger-audit.ts'
import { startBenchServer } from '../api/bench-server.ts'
import { meteredLoad } from '../api/metered-load.ts'
import { pinningNote } from '../api/pinned-process.ts'

export type TracingOverheadOptions = {
  readonly databaseUrl: string
  /** Rounds per side (each side gets this many, alternating). */
  readonly rounds: number
  readonly seconds: number
  readonly connections: number
  /** People seeded, each revealed at most once. */
  readonly people: number
  /** The share of traces kept (OTEL_TRACES_SAMPLER=parentbased_traceidratio); every one when not given. */
  readonly ratio?: number
  /** A folder for CPU profiles of each process (node --cpu-prof), written when it stops. */
  readonly cpuProfileDir?: string
}

type Round = {
  readonly tracing: boolean
  readonly revealsPerSecond: number
  readonly serverCpuUs: number
  readonly p99Ms: number
  readonly non2xx: number
  readonly ranOut: boolean
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

/** A collector stand-in: takes OTLP/HTTP batches (any encoding) and counts them and their bytes. */
const startCollector = async () => {
  let batches = 0
  let bytes = 0
  const server = createServer((request, response) => {
    request.on('data', (chunk: Buffer) => (bytes += chunk.length))
    request.on('end', () => {
      if (request.url === '/v1/traces') batches += 1
      response.writeHead(200).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received: () => ({ batches, bytes }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

const seedPeople = async (db: Kysely<Database>, count: number) => {
  const ids: string[] = []
  const perBatch = 1_000
  for (let start = 0; start < count; start += perBatch) {
    const domain = `traced-${start}.example`
    const people = Array.from({ length: Math.min(perBatch, count - start) }, (_, i): PersonInput => {
      const profileId = `traced-person-${start + i}` as ProfileId
      ids.push(profileId)
      return {
        profileId,
        name: `Traced Person ${start + i}`,
        title: 'Engineer',
        isDecisionMaker: false,
        seniority: null,
        companyDomain: domain,
        emails: [
          {
            address: `p${start + i}@${domain}`,
            status: 'valid' as const,
            checkedAt: instant(Date.UTC(2026, 0, 5)),
          },
        ],
        phones: [
          {
            e164: `+86138${String(start + i).padStart(8, '0')}`,
            type: 'mobile' as const,
            whatsappValid: true,
          },
        ],
      }
    })
    await writeContactBatch(db, {
      companies: [
        {
          name: `Traced ${start}`,
          domain,
          website: null,
          country: null,
          logoUrl: null,
          url: null,
          region: null,
          industry: null,
          employeeCount: null,
        },
      ],
      people,
    })
  }
  return ids
}

export const tracingOverhead = async (options: TracingOverheadOptions) => {
  const schema = await freshPostgresSchema(options.databaseUrl)
  const issuer = await startTestIssuer()
  const collector = await startCollector()
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: schema.databaseUrl, max: 2 }) }),
  })
  const env = { DATABASE_URL: schema.databaseUrl, OIDC_ISSUER: issuer.issuer, OIDC_AUDIENCE: issuer.audience }
  // One after the other: the first migrates the empty schema.
  // A folder per process: each of its threads (the main one, the module loader's) writes a profile.
  const profiled = (name: string) =>
    options.cpuProfileDir === undefined
      ? []
      : ['--cpu-prof', '--cpu-prof-dir', join(options.cpuProfileDir, name)]
  const off = await startBenchServer(env, profiled('tracing-off'))
  const on = await startBenchServer(
    {
      ...env,
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.endpoint,
      ...(options.ratio === undefined
        ? {}
        : {
            OTEL_TRACES_SAMPLER: 'parentbased_traceidratio',
            OTEL_TRACES_SAMPLER_ARG: String(options.ratio),
          }),
    },
    profiled('tracing-on'),
  )
  try {
    const user = 'tracing-bench-user'
    const token = await issuer.token(user, { expiresIn: 6 * 3600 })
    const headers = { authorization: `Bearer ${token}` }
    if ((await fetch(`${off.origin}/api/user/info`, { headers })).status !== 200) throw new Error('no user')
    const profiles = await seedPeople(db, options.people)
    await fundUser(db, user, options.people * 2, 'tracing-bench-lead')
    let next = 0
    const take = (n: number) => {
      const slice = profiles.slice(next, next + n)
      next += n
      return slice.map((id) => `/api/contact/profile/${id}?reveal=true`)
    }
    // Paths enough for a fast round; a round that runs out says so.
    const perRound = Math.floor(options.people / (options.rounds * 2 + 2))
    const load = async (server: typeof on, seconds: number) =>
      meteredLoad(
        {
          origin: server.origin,
          paths: take(perRound),
          headers,
          connections: options.connections,
          seconds,
          cycle: false,
        },
        server.pid,
      )
    // Warm-up of each (JIT, pools, statement caches), not counted.
    await load(off, 3)
    await load(on, 3)
    const rounds: Round[] = []
    for (let round = 0; round < options.rounds * 2; round += 1) {
      const tracing = round % 2 === 1
      const figures = await load(tracing ? on : off, options.seconds)
      const row: Round = {
        tracing,
        revealsPerSecond: figures.requestsPerSecond,
        serverCpuUs: figures.serverCpuUsPerRequest,
        p99Ms: figures.p99Ms,
        non2xx: figures.non2xx + figures.errors,
        ranOut: figures.ranOutOfPaths,
      }
      rounds.push(row)
      console.log(
        `  round ${round + 1} tracing ${tracing ? 'on ' : 'off'}: ${row.revealsPerSecond} reveals/s · server ${row.serverCpuUs} µs CPU a reveal · p99 ${row.p99Ms} ms${row.non2xx > 0 ? ` · ${row.non2xx} not 2xx` : ''}${row.ranOut ? ' · ran out of people' : ''}`,
      )
    }
    const side = (tracing: boolean) => {
      const mine = rounds.filter((row) => row.tracing === tracing)
      return {
        revealsPerSecond: median(mine.map((row) => row.revealsPerSecond)),
        serverCpuUsPerReveal: median(mine.map((row) => row.serverCpuUs)),
        p99Ms: median(mine.map((row) => row.p99Ms)),
      }
    }
    return {
      pinning: pinningNote,
      sampled: options.ratio ?? 1,
      connections: options.connections,
      secondsPerRound: options.seconds,
      rounds,
      off: side(false),
      on: side(true),
      exported: collector.received(),
    }
  } finally {
    await on.stop()
    await off.stop()
    await db.destroy()
    await collector.close()
    await issuer.close()
    await schema.drop()
  }
}
