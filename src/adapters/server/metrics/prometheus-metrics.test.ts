import { describe, expect, it } from 'vitest'
import { PrometheusMetrics } from './prometheus-metrics.ts'

// One sample line of the text format: a name, optional labels, a number (prom-client writes NaN as
// 'Nan', which Prometheus reads: its float parsing ignores case).
const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{[^}]*\})? (-?[0-9.e+-]+|NaN|Nan|\+Inf|-Inf)$/

const sampleOf = (text: string, name: string, labels = '') =>
  text
    .split('\n')
    .find((line) => line.startsWith(`${name}${labels === '' ? ' ' : `{${labels}} `}`))
    ?.split(' ')
    .at(-1)

describe('PrometheusMetrics', () => {
  it("writes every recording in Prometheus' text format, each sample a parsable line", async () => {
    const metrics = new PrometheusMetrics()
    metrics.revealed('lead', 1)
    metrics.revealed('lead', 1)
    metrics.revealed('email', 2)
    metrics.bulkRows('found', 7)
    metrics.bulkRows('invalid', 0)
    metrics.verdict('valid', 0.4)
    metrics.verdict('invalid', 0)
    metrics.webhookDelivery('retried')
    metrics.rateLimitRefused('user')
    metrics.request('GET', '/api/contact/profile/:linkedinId', 200, 0.012)
    metrics.request('GET', '/api/contact/profile/:linkedinId', 503, 0.5)
    metrics.readFrom({
      queues: async () => [{ queue: 'deliver-webhook', depth: 3, oldestSeconds: 42.5 }],
      pool: () => ({ inUse: 4, waiting: 1 }),
    })
    const text = await metrics.text()
    for (const line of text.split('\n').filter((l) => l !== '' && !l.startsWith('#')))
      expect(line).toMatch(SAMPLE)
    expect(sampleOf(text, 'leadlens_reveals_total', 'kind="lead"')).toBe('2')
    expect(sampleOf(text, 'leadlens_credits_charged_total', 'kind="email"')).toBe('2')
    expect(sampleOf(text, 'leadlens_bulk_rows_total', 'outcome="found"')).toBe('7')
    expect(sampleOf(text, 'leadlens_bulk_rows_total', 'outcome="invalid"')).toBeUndefined()
    expect(sampleOf(text, 'leadlens_email_verdicts_total', 'verdict="valid"')).toBe('1')
    expect(sampleOf(text, 'leadlens_smtp_conversation_seconds_count')).toBe('1')
    expect(sampleOf(text, 'leadlens_webhook_deliveries_total', 'outcome="retried"')).toBe('1')
    expect(sampleOf(text, 'leadlens_rate_limit_refusals_total', 'limit="user"')).toBe('1')
    const route = 'method="GET",route="/api/contact/profile/:linkedinId"'
    expect(sampleOf(text, 'leadlens_http_request_duration_seconds_count', `${route},status="2xx"`)).toBe('1')
    expect(sampleOf(text, 'leadlens_http_errors_total', `${route},status="5xx"`)).toBe('1')
    expect(sampleOf(text, 'leadlens_job_queue_depth', 'queue="deliver-webhook"')).toBe('3')
    expect(sampleOf(text, 'leadlens_job_queue_oldest_seconds', 'queue="deliver-webhook"')).toBe('42.5')
    expect(sampleOf(text, 'leadlens_db_pool_connections', 'state="waiting"')).toBe('1')
    expect(text).toContain('leadlens_nodejs_eventloop_lag_p99_seconds')
    expect(metrics.contentType).toContain('text/plain')
  })

  it('keeps each instance to itself (two apps in one process)', async () => {
    const one = new PrometheusMetrics()
    const other = new PrometheusMetrics()
    one.revealed('free', 1)
    expect(sampleOf(await other.text(), 'leadlens_reveals_total', 'kind="free"')).toBeUndefined()
  })
})
