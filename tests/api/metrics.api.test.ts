import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PersonRecord } from '../../src/application/server/ports/contact-source.port.ts'
import { ContactEngineTokens } from '../../src/composition/server/contact-engine.area.ts'
import { ServerTokens as T } from '../../src/composition/tokens.ts'
import { type ApiHarness, startApi } from '../support/api-harness.ts'

const TOKEN = 'metrics-token-for-the-test'
const PER_USER = 4
const PROFILE_ROUTE = 'method="GET",route="/api/contact/profile/:linkedinId",status="2xx"'

// Each sample line of the text format: name{labels} value (NaN is written 'Nan' by prom-client).
const SAMPLE = /^[a-zA-Z_:][a-zA-Z0-9_:]*(\{[^}]*\})? (-?[0-9.e+-]+|NaN|Nan|\+Inf|-Inf)$/

const samplesOf = (text: string): Map<string, number> => {
  const samples = new Map<string, number>()
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue
    expect(line).toMatch(SAMPLE)
    const at = line.lastIndexOf(' ')
    samples.set(line.slice(0, at), Number(line.slice(at + 1)))
  }
  return samples
}

describe('GET /metrics, off by default', () => {
  let api: ApiHarness
  beforeAll(async () => {
    api = await startApi()
  })
  afterAll(() => api.close())

  it('is a 404 like any unknown address when METRICS_TOKEN is not set', async () => {
    const response = await api.call('GET', '/metrics', { headers: { authorization: `Bearer ${TOKEN}` } })
    expect(response.statusCode).toBe(404)
    expect(api.container.get(T.MetricsRegistry)).toBeNull()
  })
})

describe('GET /metrics with METRICS_TOKEN', () => {
  let api: ApiHarness
  let person: PersonRecord
  beforeAll(async () => {
    api = await startApi({
      DEMO_COMPANIES: '25',
      METRICS_TOKEN: TOKEN,
      RATE_LIMIT_USER_PER_MINUTE: String(PER_USER),
    })
    const source = await api.container.getAsync(T.ContactSource)
    const companies = await source.searchCompanies({ companyName: 'a' }, 10)
    for (const company of companies) {
      const { people } = await source.members(company.id, 'decisionMakers', 0, 100)
      const found = people.find((p) => p.emails.length > 0 && p.phones.length > 0)
      if (found !== undefined) {
        person = found
        return
      }
    }
    throw new Error('no person with emails and phones in the demo dataset')
  })
  afterAll(() => api.close())

  const scrape = async () => {
    const response = await api.call('GET', '/metrics', { headers: { authorization: `Bearer ${TOKEN}` } })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('text/plain; version=0.0.4')
    return samplesOf(response.body)
  }

  it('refuses a scrape without the token or with a wrong one', async () => {
    expect((await api.call('GET', '/metrics')).statusCode).toBe(401)
    const wrong = await api.call('GET', '/metrics', { headers: { authorization: `Bearer ${TOKEN}x` } })
    expect(wrong.statusCode).toBe(401)
    const basic = await api.call('GET', '/metrics', { headers: { authorization: `Basic ${TOKEN}` } })
    expect(basic.statusCode).toBe(401)
  })

  it('counts a reveal, its credits and its route, each by the right amount', async () => {
    const before = await scrape()
    const revealed = await api.call('GET', `/api/contact/profile/${person.profileId}`, {
      as: { user: 'metrics-payer' },
      query: { reveal: 'true' },
    })
    expect(revealed.statusCode).toBe(200)
    const after = await scrape()
    const moved = (name: string) => (after.get(name) ?? 0) - (before.get(name) ?? 0)
    // The first reveal is paid by the free trial credit: one reveal, one credit, one request.
    expect(moved('leadlens_reveals_total{kind="free"}')).toBe(1)
    expect(moved('leadlens_credits_charged_total{kind="free"}')).toBe(1)
    expect(moved(`leadlens_http_request_duration_seconds_count{${PROFILE_ROUTE}}`)).toBe(1)
    // The route's pattern is the label, never the address asked for.
    expect([...after.keys()].some((name) => name.includes(person.profileId))).toBe(false)
    expect(after.get('leadlens_nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0)
    // The scrapes themselves are requests too.
    expect(
      moved('leadlens_http_request_duration_seconds_count{method="GET",route="/metrics",status="2xx"}'),
    ).toBe(1)
  })

  it("counts a user's refusals by the per-user limit", async () => {
    const before = await scrape()
    let refused = 0
    for (let call = 0; call <= PER_USER; call += 1) {
      const response = await api.call('GET', `/api/contact/profile/${person.profileId}`, {
        as: { user: 'metrics-hurried' },
      })
      if (response.statusCode === 429) refused += 1
    }
    expect(refused).toBeGreaterThanOrEqual(1)
    const after = await scrape()
    const name = 'leadlens_rate_limit_refusals_total{limit="user"}'
    expect((after.get(name) ?? 0) - (before.get(name) ?? 0)).toBe(refused)
  })

  it('reads the job queues at scrape time: depth and the oldest wait of jobs no one has taken', async () => {
    const queue = await api.container.getAsync(ContactEngineTokens.JobQueue)
    await queue.send('metrics-test-unworked', { n: 1 })
    await queue.send('metrics-test-unworked', { n: 2 })
    const samples = await scrape()
    expect(samples.get('leadlens_job_queue_depth{queue="metrics-test-unworked"}')).toBe(2)
    expect(
      samples.get('leadlens_job_queue_oldest_seconds{queue="metrics-test-unworked"}'),
    ).toBeGreaterThanOrEqual(0)
  })
})

describe.skipIf(process.env.DATABASE_URL === undefined)('GET /metrics on PostgreSQL', () => {
  let api: ApiHarness
  beforeAll(async () => {
    api = await startApi({ METRICS_TOKEN: TOKEN }, { postgres: true })
  })
  afterAll(() => api.close())

  it("reads the pool's connections and the job queues of the service's own pg-boss schema", async () => {
    const queue = await api.container.getAsync(ContactEngineTokens.JobQueue)
    await queue.send('metrics-test-unworked', { n: 1 })
    const response = await api.call('GET', '/metrics', { headers: { authorization: `Bearer ${TOKEN}` } })
    const samples = samplesOf(response.body)
    expect(samples.get('leadlens_job_queue_depth{queue="metrics-test-unworked"}')).toBe(1)
    expect(samples.get('leadlens_db_pool_connections{state="in_use"}')).toBeGreaterThanOrEqual(0)
    expect(samples.get('leadlens_db_pool_connections{state="waiting"}')).toBe(0)
  })
})
