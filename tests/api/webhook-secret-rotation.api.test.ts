import { readFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { nodeHmacSha256Hex } from '../../src/adapters/server/node-hmac.ts'
import { HttpsWebhookTransport } from '../../src/adapters/server/webhooks/https-webhook-transport.ts'
import { DeliverWebhook } from '../../src/application/server/webhooks.use-cases.ts'
import { ContactEngineTokens } from '../../src/composition/server/contact-engine.area.ts'
import { PublicApiTokens } from '../../src/composition/server/public-api.area.ts'
import { instant } from '../../src/domain/shared/instant.ts'
import { isValidSignature } from '../../src/domain/webhooks/webhook-signature.ts'
import { type ApiHarness, startApi } from '../support/api-harness.ts'

// Issue 29 item 15: a webhook's signing secret is rotated with an overlap in which both secrets sign.
// Each delivery is checked the two ways an integrator is told to (docs/api.md "Webhooks"): the domain's
// check and the Node.js sample from the docs, loaded as pasted.

type Received = { headers: IncomingMessage['headers']; body: string }
type Verify = (rawBody: string, header: string, secret: string, now?: number) => boolean
type EndpointView = { id: string; secret: string; previousSecretExpiresAt: string | null }

const HOUR = 3_600_000
let receiver: Server
let received: Received[] = []
let status = 200
let receiverUrl: string
let api: ApiHarness
let docsVerify: Verify

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => {
      body += chunk
    })
    request.on('end', () => {
      received.push({ headers: request.headers, body })
      response.writeHead(status).end(status === 200 ? 'ok' : 'later')
    })
  })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`
  api = await startApi({ WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'true' })
  const docs = readFileSync(new URL('../../docs/api.md', import.meta.url), 'utf8')
  const sample = /### Webhooks[\s\S]*?```js\n([\s\S]*?)```/.exec(docs)?.[1]
  if (sample === undefined) throw new Error('docs/api.md shows no webhook sample')
  docsVerify = (await import(/* @vite-ignore */ `data:text/javascript,${encodeURIComponent(sample)}`)).verify
})
afterAll(async () => {
  await api?.close()
  await new Promise((resolve) => receiver.close(resolve))
})

const until = async (check: () => boolean | Promise<boolean>) => {
  for (let i = 0; i < 600; i++) {
    if (await check()) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('never happened')
}

const register = async (user: string): Promise<EndpointView> => {
  const made = await api.call('POST', '/api/webhooks', {
    as: { user },
    body: { url: receiverUrl, events: ['credits.low'] },
  })
  expect(made.statusCode, made.body).toBe(201)
  return made.json().endpoint
}

const rotate = async (user: string, id: string, body: unknown = {}) =>
  api.call('POST', `/api/webhooks/${id}/rotate-secret`, { as: { user }, body })

/** Sends the test event and answers the delivery that arrives. */
const testDelivery = async (user: string, id: string): Promise<Received & { deliveryId: string }> => {
  received = []
  const sent = await api.call('POST', `/api/webhooks/${id}/test`, { as: { user } })
  expect(sent.statusCode).toBe(202)
  await until(() => received.length === 1)
  return { ...(received[0] as Received), deliveryId: sent.json().delivery.id }
}

/** Which of `secrets` a delivery verifies with, by both documented checks (which must agree). */
const verifyingSecrets = (delivery: Received, secrets: readonly string[], nowMs = Date.now()) => {
  const header = String(delivery.headers['leadlens-signature'])
  return secrets.filter((secret) => {
    const byDomain = isValidSignature(
      nodeHmacSha256Hex,
      secret,
      header,
      delivery.body,
      Math.floor(nowMs / 1000),
    )
    expect(docsVerify(delivery.body, header, secret, nowMs), 'the docs’ sample agrees').toBe(byDomain)
    return byDomain
  })
}

describe('rotating a webhook signing secret', () => {
  it('answers the new secret once with when the old stops; both sign during the overlap, the new one only after', async () => {
    const endpoint = await register('rotator')
    const before = Date.now()
    const rotated = await rotate('rotator', endpoint.id)
    expect(rotated.statusCode, rotated.body).toBe(200)
    const answer = rotated.json().endpoint as EndpointView
    expect(answer.id).toBe(endpoint.id)
    expect(answer.secret).toMatch(/^whsec_[A-Za-z0-9]{32}$/)
    expect(answer.secret).not.toBe(endpoint.secret)
    // A day by default.
    const expires = Date.parse(answer.previousSecretExpiresAt ?? '')
    expect(expires).toBeGreaterThanOrEqual(before + 24 * HOUR)
    expect(expires).toBeLessThanOrEqual(Date.now() + 24 * HOUR)
    const listed = (await api.call('GET', '/api/webhooks', { as: { user: 'rotator' } })).json()
    expect(listed.endpoints).toEqual([{ ...answer, events: ['credits.low'], createdAt: expect.any(String) }])

    const during = await testDelivery('rotator', endpoint.id)
    expect(String(during.headers['leadlens-signature']).match(/v1=/g)).toHaveLength(2)
    expect(verifyingSecrets(during, [endpoint.secret, answer.secret, 'whsec_other'])).toEqual([
      endpoint.secret,
      answer.secret,
    ])

    // After the overlap (a retry made a day and a minute later): the new secret only.
    status = 503
    const retried = await testDelivery('rotator', endpoint.id)
    // Its failed attempt recorded (the next is a minute away), so the attempt below is the only one now.
    await until(async () => {
      const { deliveries } = (await api.call('GET', '/api/webhooks', { as: { user: 'rotator' } })).json()
      return deliveries.find((d: { id: string }) => d.id === retried.deliveryId)?.attempts.length === 1
    })
    status = 200
    received = []
    const later = Date.now() + 24 * HOUR + 60_000
    await new DeliverWebhook(
      await api.container.getAsync(PublicApiTokens.Webhooks),
      new HttpsWebhookTransport(true),
      await api.container.getAsync(ContactEngineTokens.JobQueue),
      nodeHmacSha256Hex,
      { now: () => instant(later) },
    ).execute(retried.deliveryId)
    expect(received).toHaveLength(1)
    const after = received[0] as Received
    expect(String(after.headers['leadlens-signature']).match(/v1=/g)).toHaveLength(1)
    expect(verifyingSecrets(after, [endpoint.secret, answer.secret], later)).toEqual([answer.secret])
  })

  it('with overlapHours 0 the old secret stops at once; rotating during an overlap ends the older secret at once', async () => {
    const endpoint = await register('rotator-2')
    const now = (await rotate('rotator-2', endpoint.id, { overlapHours: 0 })).json().endpoint as EndpointView
    expect(now.previousSecretExpiresAt).toBeNull()
    expect(
      verifyingSecrets(await testDelivery('rotator-2', endpoint.id), [endpoint.secret, now.secret]),
    ).toEqual([now.secret])

    const second = (await rotate('rotator-2', endpoint.id, { overlapHours: 2 })).json()
      .endpoint as EndpointView
    const third = (await rotate('rotator-2', endpoint.id, { overlapHours: 168 })).json()
      .endpoint as EndpointView
    expect(Date.parse(third.previousSecretExpiresAt ?? '')).toBeGreaterThan(Date.now() + 167 * HOUR)
    const delivery = await testDelivery('rotator-2', endpoint.id)
    expect(verifyingSecrets(delivery, [now.secret, second.secret, third.secret])).toEqual([
      second.secret,
      third.secret,
    ])
  })

  it('refuses an overlap outside 0–168 whole hours, and another user’s endpoint is not found', async () => {
    const endpoint = await register('rotator-3')
    for (const overlapHours of [-1, 169, 1.5, '24'])
      expect((await rotate('rotator-3', endpoint.id, { overlapHours })).json()).toMatchObject({
        statusCode: 400,
        code: 'INVALID_REQUEST',
      })
    expect((await rotate('someone-else', endpoint.id)).json()).toMatchObject({
      statusCode: 404,
      code: 'WEBHOOK_NOT_FOUND',
    })
    expect((await rotate('rotator-3', 'no-such-hook')).statusCode).toBe(404)
    const listed = (await api.call('GET', '/api/webhooks', { as: { user: 'rotator-3' } })).json()
    expect(listed.endpoints[0]).toMatchObject({ secret: endpoint.secret, previousSecretExpiresAt: null })
  })
})
