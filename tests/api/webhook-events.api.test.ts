import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { nodeHmacSha256Hex } from '../../src/adapters/server/node-hmac.ts'
import { ContactEngineTokens } from '../../src/composition/server/contact-engine.area.ts'
import { EnrichmentTokens } from '../../src/composition/server/enrichment.area.ts'
import { PublicApiTokens } from '../../src/composition/server/public-api.area.ts'
import { ServerTokens as T } from '../../src/composition/tokens.ts'
import { aBucket } from '../../src/domain/credits/credits.fixture.ts'
import { isValidSignature } from '../../src/domain/webhooks/webhook-signature.ts'
import { peopleWorthRevealing } from '../support/ledger-audit.ts'
import { type MailWorld, startMailWorld } from '../support/mail-world.ts'
import { multipartBody } from '../support/multipart-body.ts'
import { type SeededApi, startSeededApi } from '../support/seeded-api.ts'

// Issue 21 §4: the three events are emitted by the work they follow (a charge, a re-check, a bulk job)
// and reach a signed local endpoint (WEBHOOKS_ALLOW_PRIVATE_TARGETS=true here only).

type Received = { headers: IncomingMessage['headers']; body: string }
let receiver: Server
const received: Received[] = []
let receiverUrl: string
let seeded: SeededApi
let world: MailWorld
let people: string[]
const LONG_AGO = new Date('2025-01-01T00:00:00Z')

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => {
      body += chunk
    })
    request.on('end', () => {
      received.push({ headers: request.headers, body })
      response.writeHead(200, { 'content-type': 'text/plain' }).end('thanks')
    })
  })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`
  world = await startMailWorld(
    [{ name: 'acme.mailworld', mx: ['mx.acme.mailworld'] }],
    [
      {
        name: 'mx.acme.mailworld',
        address: '127.0.0.33',
        behaviour: { kind: 'smtp', mailboxes: ['li.wei'] },
      },
    ],
  )
  seeded = await startSeededApi({
    WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'true',
    VERIFY_DNS_SERVERS: world.dnsServer,
    VERIFY_SMTP_PORT: String(world.smtpPort),
    VERIFY_PER_HOST_INTERVAL_MS: '0',
  })
  const { db } = await seeded.api.container.getAsync(T.Database)
  people = await peopleWorthRevealing(db, 6)
  await db
    .insertInto('companies')
    .values({
      id: 'acme-hooks',
      name: 'Acme Mailworld',
      domain: 'acme.mailworld',
      website: null,
      country: null,
      logo_url: null,
      url: null,
      region: null,
      industry: null,
      employee_count: null,
    })
    .execute()
  await db
    .insertInto('people')
    .values({
      profile_id: 'li-wei-hooks',
      company_id: 'acme-hooks',
      name: 'Li Wei',
      title: null,
      is_decision_maker: true,
      seniority: null,
    })
    .execute()
  await db
    .insertInto('emails')
    .values({
      person_id: 'li-wei-hooks',
      address: 'li.wei@acme.mailworld',
      status: 'unknown',
      checked_at: LONG_AGO,
    })
    .execute()
}, 120_000)
afterAll(async () => {
  await seeded?.api.close()
  await world?.close()
  await new Promise((resolve) => receiver.close(resolve))
})

/** Registers an endpoint for the user; its signing secret. */
const subscribe = async (user: string, events: string[]) => {
  const made = await seeded.api.call('POST', '/api/webhooks', {
    as: { user },
    body: { url: `${receiverUrl}?user=${user}`, events },
  })
  expect(made.statusCode, made.body).toBe(201)
  return made.json().endpoint.secret as string
}

/** The deliveries signed with one endpoint's secret received so far (each endpoint has its own). */
const deliveredTo = (secret: string) =>
  received
    .filter((r) =>
      isValidSignature(
        nodeHmacSha256Hex,
        secret,
        String(r.headers['leadlens-signature']),
        r.body,
        Math.floor(Date.now() / 1000),
      ),
    )
    .map((r) => JSON.parse(r.body) as { type: string; data: Record<string, unknown> })

const until = async (check: () => boolean | Promise<boolean>) => {
  for (let i = 0; i < 1200; i++) {
    if (await check()) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('never happened')
}

/** Every delivery queued for the user (whatever its state), by event type. */
const queuedTypes = async (user: string) => {
  await seeded.api.container.get(PublicApiTokens.EmittedEvents).settled()
  const listed = (await seeded.api.call('GET', '/api/webhooks', { as: { user } })).json() as {
    deliveries: { eventType: string }[]
  }
  return listed.deliveries.map((d) => d.eventType)
}

describe('credits.low', () => {
  it('goes once when a charge takes the credits to the low line, not on the next charge while low', async () => {
    const ledger = await seeded.api.container.getAsync(T.CreditLedger)
    await ledger.grant('low-user', [aBucket('low-user-lead', 'lead', 4, { source: 'CUSTOM' })])
    const secret = await subscribe('low-user', ['credits.low'])
    const reveal = (profileId: string) =>
      seeded.api.call('GET', `/api/contact/profile/${profileId}`, {
        as: { user: 'low-user' },
        query: { reveal: 'true' },
      })
    // Four full reveals left: not low. One reveal leaves three: low.
    expect((await reveal(people[0] ?? '')).statusCode).toBe(200)
    await until(() => deliveredTo(secret).some((e) => e.type === 'credits.low'))
    expect(deliveredTo(secret).find((e) => e.type === 'credits.low')?.data).toEqual({
      revealsLeft: 3,
      threshold: 3,
      left: { lead: 3, email: 0, phone: 0, search: 0, free: 0 },
    })
    // Still low after the next charge: nothing more.
    expect((await reveal(people[1] ?? '')).statusCode).toBe(200)
    expect(await queuedTypes('low-user')).toEqual(['credits.low'])
  })
})

describe('email.reverified', () => {
  it('tells each user who holds the address the re-check verdict, reason and date', async () => {
    const ledger = await seeded.api.container.getAsync(T.CreditLedger)
    await ledger.grant('holder', [aBucket('holder-email', 'email', 5, { source: 'CUSTOM' })])
    const secret = await subscribe('holder', ['email.reverified'])
    await subscribe('bystander', ['email.reverified'])
    const revealed = await seeded.api.call('GET', '/api/contact/profile/li-wei-hooks', {
      as: { user: 'holder' },
      query: { reveal: 'true', want: 'emails' },
    })
    expect(revealed.statusCode, revealed.body).toBe(200)
    const recheck = await seeded.api.container.getAsync(ContactEngineTokens.RecheckEmail)
    const verification = await recheck.execute('li.wei@acme.mailworld')
    expect(verification.verdict).toBe('valid')
    await until(() => deliveredTo(secret).some((e) => e.type === 'email.reverified'))
    const event = deliveredTo(secret).find((e) => e.type === 'email.reverified')
    expect(event?.data).toEqual({
      address: 'li.wei@acme.mailworld',
      verdict: 'valid',
      reason: verification.reason,
      checkedAt: new Date(verification.checkedAt).toISOString(),
    })
    // Someone who never revealed or found it hears nothing.
    expect(await queuedTypes('bystander')).toEqual([])
  }, 120_000)
})

describe('enrichment.job.finished', () => {
  it('goes when a bulk job finishes, with its counts and where to download the result', async () => {
    await seeded.seed.proPlan({ user: 'bulk-hooks' })
    const secret = await subscribe('bulk-hooks', ['enrichment.job.finished'])
    const [a = '', b = ''] = people
    const text = `Name,LinkedIn URL\nAnn,https://www.linkedin.com/in/${a}\nBo,https://www.linkedin.com/in/${b}\nNobody,\n`
    const { body, contentType } = multipartBody({
      name: 'hooks.csv',
      type: 'text/csv',
      bytes: new TextEncoder().encode(text),
    })
    const uploaded = await seeded.api.app.inject({
      method: 'POST',
      url: '/api/enrichment/jobs',
      payload: body,
      headers: {
        authorization: `Bearer ${await seeded.api.token('bulk-hooks')}`,
        'content-type': contentType,
      },
    })
    expect(uploaded.statusCode, uploaded.body).toBe(201)
    const jobId = uploaded.json().id as string
    const started = await seeded.api.call('POST', `/api/enrichment/jobs/${jobId}/start`, {
      as: { user: 'bulk-hooks' },
      body: {},
    })
    expect(started.statusCode, started.body).toBe(200)
    const run = await seeded.api.container.getAsync(EnrichmentTokens.RunEnrichmentJob)
    const jobs = await seeded.api.container.getAsync(EnrichmentTokens.EnrichmentJobs)
    await run.execute(jobId)
    await until(async () => (await jobs.find(jobId))?.state === 'finished')
    await until(() => deliveredTo(secret).some((e) => e.type === 'enrichment.job.finished'))
    const job = await jobs.find(jobId)
    const event = deliveredTo(secret).find((e) => e.type === 'enrichment.job.finished')
    expect(event?.data).toEqual({
      jobId,
      fileName: 'hooks.csv',
      rows: 3,
      found: job?.foundRows,
      notFound: job?.notFoundRows,
      invalid: 1,
      charged: job?.charged,
      resultUrl: expect.stringMatching(new RegExp(`/api/enrichment/jobs/${jobId}/result$`)),
    })
    // Once, however many runs see the job end.
    await run.execute(jobId)
    expect(await queuedTypes('bulk-hooks')).toEqual(['enrichment.job.finished'])
  }, 120_000)
})
