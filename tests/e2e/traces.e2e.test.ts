// Issue 32 §2: traces, as an operator's collector sees them. The product is started as `npm start` runs
// it, on PostgreSQL and Redis, with nothing but the standard OTEL_* settings pointing at an OTLP receiver
// this test runs on loopback. One reveal of an address checked long ago is followed end to end: the
// request's server span, its PostgreSQL statements and Redis commands beneath it, the re-check job it
// queued (run by pg-boss in the same trace) and that job's SMTP conversation; and every log line of
// the request carries the trace's id.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fundUser } from '../support/ledger-audit.ts'
import { type MailWorld, startMailWorld } from '../support/mail-world.ts'
import { type OtlpReceiver, type ReceivedSpan, startOtlpReceiver } from './support/otlp-receiver.ts'
import {
  getJson,
  holdPersonWithStaleAddress,
  type PostgresDrill,
  startPostgresDrill,
} from './support/postgres-drill.ts'
import { type LaunchedServer, launchServer } from './support/server-process.ts'

const databaseUrl = process.env.DATABASE_URL
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'
const USER = 'traces-user'
const PROFILE = 'li-wei-traced'
const ADDRESS = 'li.wei@traced.mailworld'
const MX = 'mx.traced.mailworld'
const REVEAL_ROUTE = '/api/contact/profile/:linkedinId'
// A span arrives once its batch is sent; waiting is for a hang, not for speed (a loaded 2-core machine).
const SPANS_WAIT_MS = 120_000
const KIND = { server: 2, client: 3, consumer: 5 } as const

/** Whether `span` lies beneath `ancestor` in its trace (through any number of parents). */
const descendsFrom = (spans: readonly ReceivedSpan[], span: ReceivedSpan, ancestor: ReceivedSpan) => {
  const byId = new Map(spans.map((each) => [each.spanId, each]))
  for (let at = byId.get(span.parentSpanId); at !== undefined; at = byId.get(at.parentSpanId))
    if (at.spanId === ancestor.spanId) return true
  return false
}

/** What `find` finds once it does (spans arrive in batches, the job's after the request's). */
const waitFor = async <T>(find: () => T | undefined): Promise<T> => {
  let found: T | undefined
  await expect
    .poll(
      () => {
        found = find()
        return found
      },
      { timeout: SPANS_WAIT_MS, interval: 200 },
    )
    .toBeDefined()
  if (found === undefined) throw new Error('not found')
  return found
}

type LogLine = { reqId?: string; trace_id?: string; span_id?: string; req?: { url?: string } }
const logLines = (log: string): LogLine[] =>
  log
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine)

describe.skipIf(databaseUrl === undefined)('traces: OpenTelemetry to an OTLP collector (issue 32)', () => {
  let receiver: OtlpReceiver
  let mail: MailWorld
  let drill: PostgresDrill
  let server: LaunchedServer | undefined

  beforeAll(async () => {
    receiver = await startOtlpReceiver()
    mail = await startMailWorld(
      [{ name: 'traced.mailworld', mx: [MX] }],
      [{ name: MX, address: '127.0.0.44', behaviour: { kind: 'smtp', mailboxes: ['li.wei'] } }],
    )
    drill = await startPostgresDrill(databaseUrl ?? '', 'traces', {
      DEMO_COMPANIES: '0',
      VERIFY_PER_HOST_INTERVAL_MS: '0',
      VERIFY_DNS_SERVERS: mail.dnsServer,
      VERIFY_SMTP_PORT: String(mail.smtpPort),
      // Rate limits counted in Redis, so its commands are traced too.
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: `test-traces-${process.pid}-${Date.now()}:`,
      RATE_LIMIT_USER_PER_MINUTE: '1000',
      LOG_LEVEL: 'info',
      // Nothing else turns traces on: the standard settings, as an operator would set them.
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      // Batches sent often, so the test waits less (the default is every 5 s).
      OTEL_BSP_SCHEDULE_DELAY: '100',
    })
  }, 120_000)

  afterAll(async () => {
    await server?.stop()
    await drill?.close()
    await mail?.close()
    await receiver?.close()
  }, 120_000)

  it('follows one reveal through the API, PostgreSQL, Redis, its job and its SMTP conversation', async () => {
    const { direct, issuer } = drill
    server = await launchServer(drill.env)
    await server.healthy
    const headers = { authorization: `Bearer ${await issuer.token(USER)}` }
    expect((await getJson(`${server.url}/api/user/info`, headers)).status).toBe(200)
    await fundUser(direct, USER, 10, 'traces-lead')
    await holdPersonWithStaleAddress(direct, {
      profileId: PROFILE,
      address: ADDRESS,
      checkedAt: new Date('2025-01-01T00:00:00Z'),
    })

    const revealed = await getJson(`${server.url}/api/contact/profile/${PROFILE}?reveal=true`, headers)
    expect(revealed.status).toBe(200)

    // The request: one server span named for its route.
    const request = await waitFor(() =>
      receiver
        .spans()
        .find((span) => span.kind === KIND.server && span.attributes['http.route'] === REVEAL_ROUTE),
    )
    expect(request.name).toBe(`GET ${REVEAL_ROUTE}`)
    expect(request.resource['service.name']).toBe('leadlens')
    const trace = () => receiver.spans().filter((span) => span.traceId === request.traceId)

    // The job the reveal queued runs in the same trace (pg-boss keeps the context with the job), and
    // its SMTP conversation beneath it; the job's span ends after its conversation, so wait for both.
    const jobAndConversation = () => {
      const spans = trace()
      const job = spans.find((span) => span.kind === KIND.consumer && span.name.includes('recheck-email'))
      const conversation = spans.find(
        (span) => span.name === 'smtp conversation' && job !== undefined && descendsFrom(spans, span, job),
      )
      return job === undefined || conversation === undefined ? undefined : { job, conversation }
    }
    const found = await waitFor(jobAndConversation)
    const spans = trace()
    expect(found.job.attributes['messaging.system']).toBe('pg-boss')
    expect(found.conversation.kind).toBe(KIND.client)
    expect(found.conversation.attributes).toMatchObject({
      'server.address': MX,
      'network.peer.address': '127.0.0.44',
      'smtp.outcome': 'Answered',
    })
    // Who was asked about is a person: never in a span.
    expect(JSON.stringify(spans)).not.toContain(ADDRESS)

    // The request's statements: PostgreSQL spans beneath the server span, each with its SQL.
    const statements = spans.filter(
      (span) =>
        span.scope === '@opentelemetry/instrumentation-pg' &&
        typeof span.attributes['db.query.text'] === 'string' &&
        descendsFrom(spans, span, request),
    )
    expect(statements.map((span) => span.attributes['db.query.text'])).toEqual(
      expect.arrayContaining([expect.stringMatching(/^select [\s\S]* from "people" as "p"/)]),
    )
    // The rate limit's Redis commands beneath it too, the command alone (a key names the caller).
    const commands = spans.filter(
      (span) => span.scope === '@opentelemetry/instrumentation-ioredis' && descendsFrom(spans, span, request),
    )
    expect(commands.length).toBeGreaterThan(0)
    for (const command of commands) expect(JSON.stringify(command.attributes)).not.toContain(USER)

    // Every log line of the request carries its trace.
    const lines = logLines(server.log())
    const requestId = lines.find((line) => line.req?.url?.includes(`/profile/${PROFILE}`))?.reqId
    expect(requestId).toBeDefined()
    const ofRequest = lines.filter((line) => line.reqId === requestId)
    expect(ofRequest.length).toBeGreaterThanOrEqual(2)
    for (const line of ofRequest) expect(line.trace_id).toBe(request.traceId)
  }, 300_000)
})
