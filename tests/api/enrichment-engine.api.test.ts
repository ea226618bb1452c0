import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EnrichmentTokens } from '../../src/composition/server/enrichment.area.ts'
import { ServerTokens as T } from '../../src/composition/tokens.ts'
import { aBucket } from '../../src/domain/credits/credits.fixture.ts'
import { type MailWorld, startMailWorld } from '../support/mail-world.ts'
import { multipartBody } from '../support/multipart-body.ts'
import { type SeededApi, startSeededApi } from '../support/seeded-api.ts'

// Bulk enrichment's finder and verifier rows, the contact engine pointed at a mail world on loopback.
let seeded: SeededApi
let world: MailWorld

beforeAll(async () => {
  world = await startMailWorld(
    [{ name: 'acme.mailworld', mx: ['mx.acme.mailworld'] }],
    [
      {
        name: 'mx.acme.mailworld',
        address: '127.0.0.41',
        behaviour: { kind: 'smtp', mailboxes: ['li.wei', 'anna'] },
      },
    ],
  )
  seeded = await startSeededApi({
    VERIFY_DNS_SERVERS: world.dnsServer,
    VERIFY_SMTP_PORT: String(world.smtpPort),
    VERIFY_PER_HOST_INTERVAL_MS: '0',
    ENRICHMENT_WORKERS: '0',
  })
}, 120_000)
afterAll(async () => {
  await seeded?.api.close()
  await world?.close()
})

describe('bulk enrichment with the finder and the verifier', () => {
  it('finds names at a domain and verifies addresses, each paid once, duplicates free', async () => {
    const user = 'pro-engine'
    await seeded.seed.proPlan({ user })
    const ledger = await seeded.api.container.getAsync(T.CreditLedger)
    const { db } = await seeded.api.container.getAsync(T.Database)
    await db
      .updateTable('credit_buckets')
      .set((eb) => ({ used: eb.ref('granted') }))
      .where('user_id', '=', user)
      .execute()
    await ledger.grant(user, [aBucket(`${user}-email`, 'email', 20, { source: 'CUSTOM' })])
    const csv = [
      'First Name,Last Name,Website,Email',
      'Li,Wei,https://acme.mailworld,',
      'li,WEI,acme.mailworld,',
      ',,,anna@acme.mailworld',
      ',,,ANNA@acme.mailworld',
      ',,,nobody@acme.mailworld',
      'Solo,Person,,',
    ].join('\n')
    const { body, contentType } = multipartBody(
      { name: 'people.csv', type: 'text/csv', bytes: new TextEncoder().encode(csv) },
      { start: 'true' },
    )
    const uploaded = await seeded.api.app.inject({
      method: 'POST',
      url: '/api/enrichment/jobs',
      payload: body,
      headers: { authorization: `Bearer ${await seeded.api.token(user)}`, 'content-type': contentType },
    })
    expect(uploaded.statusCode).toBe(201)
    const job = uploaded.json()
    expect(job.mapping).toEqual({ firstName: 0, lastName: 1, domain: 2, email: 3 })
    await (await seeded.api.container.getAsync(EnrichmentTokens.RunEnrichmentJob)).execute(job.id)
    const done = (await seeded.api.call('GET', `/api/enrichment/jobs/${job.id}`, { as: { user } })).json()
    // li.wei found (twice, once paid), anna verified (twice, once paid), nobody verified invalid (paid),
    // "Solo Person" has no company or domain: invalid input.
    expect(done).toMatchObject({ state: 'finished', doneRows: 6, found: 5, invalid: 1, charged: 3 })
    const lines = (await ledger.ledger(user)).filter((l) => l.bucketId === `${user}-email`)
    expect(lines.reduce((sum, l) => sum + l.quantity, 0)).toBe(3)
    const result = (await seeded.api.call('GET', `/api/enrichment/jobs/${job.id}/result`, { as: { user } }))
      .body
    const rows = result
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(rows[1]).toContain('li.wei@acme.mailworld,valid,')
    expect(rows[2]).toContain('li.wei@acme.mailworld,valid,')
    expect(rows[3]).toContain('anna@acme.mailworld,valid,')
    expect(rows[5]).toContain('nobody@acme.mailworld,invalid,')
    expect(rows[6]).toContain('invalid input,a name needs a company or a domain')
  })
})
