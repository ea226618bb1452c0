import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contractClient } from '../../src/adapters/browser/http/contract-client.ts'
import { injectTransport } from '../../src/adapters/browser/http/inject-transport.ts'
import * as WebhooksCalls from '../../src/adapters/http-contract/webhooks.ts'
import { nodeHmacSha256Hex } from '../../src/adapters/server/node-hmac.ts'
import { PublicApiTokens } from '../../src/composition/server/public-api.area.ts'
import { must as ok } from '../../src/composition/testing/must.fixture.ts'
import { isValidSignature } from '../../src/domain/webhooks/webhook-signature.ts'
import { type ApiHarness, startApi } from '../support/api-harness.ts'

// Issue 21 §4: a signed webhook reaches a local test endpoint (allowed here by the test-only setting),
// the deliveries list shows each attempt and its answer; without the setting, loopback is refused.

type Received = { headers: IncomingMessage['headers']; body: string }
let receiver: Server
let received: Received[] = []
let status = 200
let receiverUrl: string

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => {
      body += chunk
    })
    request.on('end', () => {
      received.push({ headers: request.headers, body })
      response
        .writeHead(status, { 'content-type': 'text/plain' })
        .end(status === 200 ? 'thanks' : 'try later')
    })
  })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`
})
afterAll(() => new Promise((resolve) => receiver.close(resolve)))

const deliveries = async (api: ApiHarness, user: string) =>
  (await api.call('GET', '/api/webhooks', { as: { user } })).json() as {
    endpoints: { id: string; secret: string }[]
    deliveries: {
      id: string
      state: string
      eventType: string
      attempts: { status: number | null; error: string | null; response: string | null }[]
    }[]
  }

const until = async (check: () => Promise<boolean>) => {
  for (let i = 0; i < 600; i++) {
    if (await check()) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('never happened')
}

describe('webhooks to a local endpoint (WEBHOOKS_ALLOW_PRIVATE_TARGETS=true)', () => {
  let api: ApiHarness
  beforeAll(async () => {
    api = await startApi({ WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'true' })
  })
  afterAll(() => api?.close())

  it('delivers a signed test event, and lists the attempt with its answer', async () => {
    received = []
    const made = await api.call('POST', '/api/webhooks', {
      as: { user: 'hook-owner' },
      body: { url: receiverUrl, events: ['credits.low'] },
    })
    expect(made.statusCode, made.body).toBe(201)
    const { id, secret } = made.json().endpoint as { id: string; secret: string }
    expect(secret).toMatch(/^whsec_/)
    expect(
      (await api.call('POST', `/api/webhooks/${id}/test`, { as: { user: 'hook-owner' } })).statusCode,
    ).toBe(202)
    await until(async () => received.length === 1)
    const [delivery] = received
    const header = String(delivery?.headers['leadlens-signature'])
    expect(
      isValidSignature(
        nodeHmacSha256Hex,
        secret,
        header,
        delivery?.body ?? '',
        Math.floor(Date.now() / 1000),
      ),
    ).toBe(true)
    expect(JSON.parse(delivery?.body ?? '{}')).toMatchObject({
      type: 'webhook.test',
      data: { message: expect.any(String) },
    })
    await until(async () => (await deliveries(api, 'hook-owner')).deliveries[0]?.state === 'delivered')
    expect((await deliveries(api, 'hook-owner')).deliveries[0]?.attempts).toEqual([
      { at: expect.any(String), status: 200, error: null, response: 'thanks' },
    ])
    // Someone else cannot test or remove it.
    expect((await api.call('POST', `/api/webhooks/${id}/test`, { as: { user: 'other' } })).statusCode).toBe(
      404,
    )
    expect((await api.call('DELETE', `/api/webhooks/${id}`, { as: { user: 'other' } })).statusCode).toBe(404)
  })

  it('emits subscribed events through the WebhookEvents port, and keeps a failed answer for a retry', async () => {
    received = []
    status = 503
    const made = await api.call('POST', '/api/webhooks', {
      as: { user: 'events-owner' },
      body: { url: receiverUrl, events: ['enrichment.job.finished'] },
    })
    expect(made.statusCode).toBe(201)
    const events = await api.container.getAsync(PublicApiTokens.WebhookEvents)
    await events.emit('events-owner', 'credits.low', {
      revealsLeft: 1,
      threshold: 3,
      left: { lead: 1, email: 0, phone: 0, search: 0, free: 0 },
    })
    await events.emit('events-owner', 'enrichment.job.finished', {
      jobId: 'job-1',
      fileName: 'leads.csv',
      rows: 10,
      found: 9,
      notFound: 1,
      invalid: 0,
      charged: 9,
      resultUrl: 'https://leadlens.example/api/enrichment/jobs/job-1/result',
    })
    await until(async () => (await deliveries(api, 'events-owner')).deliveries[0]?.attempts.length === 1)
    const listed = await deliveries(api, 'events-owner')
    expect(listed.deliveries.map((d) => d.eventType)).toEqual(['enrichment.job.finished'])
    expect(listed.deliveries[0]).toMatchObject({
      state: 'pending',
      attempts: [{ status: 503, response: 'try later' }],
    })
    status = 200
  })
})

describe('webhooks by default', () => {
  let api: ApiHarness
  beforeAll(async () => {
    api = await startApi()
  })
  afterAll(() => api?.close())

  it('refuses plain http, and never connects to loopback, private or link-local addresses', async () => {
    const plain = await api.call('POST', '/api/webhooks', {
      as: { user: 'ssrf' },
      body: { url: receiverUrl, events: ['credits.low'] },
    })
    expect(plain.json()).toMatchObject({ statusCode: 400, code: 'WEBHOOK_URL_REFUSED' })
    received = []
    for (const url of [
      'https://127.0.0.1:1/x',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/x',
    ]) {
      const made = await api.call('POST', '/api/webhooks', {
        as: { user: 'ssrf' },
        body: { url, events: ['credits.low'] },
      })
      expect(made.statusCode).toBe(201)
      await api.call('POST', `/api/webhooks/${made.json().endpoint.id}/test`, { as: { user: 'ssrf' } })
    }
    await until(async () => (await deliveries(api, 'ssrf')).deliveries.every((d) => d.attempts.length === 1))
    const errors = (await deliveries(api, 'ssrf')).deliveries.map((d) => d.attempts[0]?.error)
    expect(errors.sort()).toEqual([
      '127.0.0.1 is not a public address',
      '169.254.169.254 is not a public address',
      '::1 is not a public address',
    ])
    expect(received).toEqual([])
  })

  // The keys page's webhook calls, through the browser's own client. A private address is registered
  // and never connected to.
  const hooksAs = async (user: string) => {
    const token = await api.token(user)
    return contractClient(WebhooksCalls, injectTransport(api.app), async () => token)
  }

  it('registers an https endpoint with its secret, tests it, and removes it; another user cannot', async () => {
    const [user, other] = await Promise.all([hooksAs('hooks-user'), hooksAs('hooks-other')])
    expect(
      await user.createWebhook({ body: { url: 'http://hooks.example/in', events: ['credits.low'] } }),
    ).toMatchObject({ status: 400, code: 'WEBHOOK_URL_REFUSED' })
    const made = ok(
      await user.createWebhook({ body: { url: 'https://10.255.255.1/in', events: ['credits.low'] } }),
    ).endpoint
    expect(made.secret).toMatch(/^whsec_/)
    expect(made.events).toEqual(['credits.low'])
    expect(await other.testWebhook({ params: { id: made.id } })).toMatchObject({
      status: 404,
      code: 'WEBHOOK_NOT_FOUND',
    })
    const tested = ok(await user.testWebhook({ params: { id: made.id } })).delivery
    expect(tested).toMatchObject({ endpointId: made.id, eventType: 'webhook.test' })
    const overview = ok(await user.listWebhooks())
    expect(overview.endpoints.map((e) => e.id)).toEqual([made.id])
    expect(overview.deliveries.map((d) => d.id)).toContain(tested.id)
    expect(await other.deleteWebhook({ params: { id: made.id } })).toMatchObject({ status: 404 })
    expect(await user.deleteWebhook({ params: { id: made.id } })).toEqual({ ok: true })
    expect(ok(await user.listWebhooks()).endpoints).toEqual([])
  })

  it('rotates an endpoint’s secret: the new one answered with until when the old one signs; another user cannot', async () => {
    const [user, other] = await Promise.all([hooksAs('rotating-user'), hooksAs('rotating-other')])
    const made = ok(
      await user.createWebhook({ body: { url: 'https://10.255.255.1/in', events: ['credits.low'] } }),
    ).endpoint
    expect(made.previousSecretExpiresAt).toBeNull()
    expect(await other.rotateWebhookSecret({ params: { id: made.id }, body: {} })).toMatchObject({
      status: 404,
      code: 'WEBHOOK_NOT_FOUND',
    })
    const before = Date.now()
    const rotated = ok(await user.rotateWebhookSecret({ params: { id: made.id }, body: {} })).endpoint
    expect(rotated).toMatchObject({ id: made.id, url: made.url, events: made.events })
    expect(rotated.secret).toMatch(/^whsec_/)
    expect(rotated.secret).not.toBe(made.secret)
    // A day by default.
    const expires = Date.parse(rotated.previousSecretExpiresAt ?? '')
    expect(expires).toBeGreaterThanOrEqual(before + 24 * 3_600_000 - 1000)
    expect(expires).toBeLessThanOrEqual(Date.now() + 24 * 3_600_000 + 1000)
    expect(ok(await user.listWebhooks()).endpoints).toEqual([rotated])
    const ended = ok(
      await user.rotateWebhookSecret({ params: { id: made.id }, body: { overlapHours: 0 } }),
    ).endpoint
    expect(ended.previousSecretExpiresAt).toBeNull()
    expect(ended.secret).not.toBe(rotated.secret)
  })
})
