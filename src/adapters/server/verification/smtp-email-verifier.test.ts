import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type MailWorld, startMailWorld } from '../../../../tests/support/mail-world.ts'
import type { SpanAttributes, SpanOptions, Tracer } from '../../../application/server/ports/tracer.port.ts'
import { SmtpEmailVerifier } from './smtp-email-verifier.ts'
import { DEFAULT_VERIFIER_SETTINGS, type VerifierSettings } from './verifier-settings.ts'

// Every case of the contact-engine issue against a mail world on loopback; no other host is reached.
let world: MailWorld
let settingsFor: (overrides?: Partial<VerifierSettings>) => VerifierSettings

beforeAll(async () => {
  world = await startMailWorld(
    [
      { name: 'people.mailworld', mx: ['mx.people.mailworld'] },
      { name: 'secure.mailworld', mx: ['mx.secure.mailworld'] },
      { name: 'anything.mailworld', mx: ['mx.anything.mailworld'] },
      { name: 'grey.mailworld', mx: ['mx.grey.mailworld'] },
      { name: 'stubborn.mailworld', mx: ['mx.stubborn.mailworld'] },
      { name: 'busy.mailworld', mx: ['mx.busy.mailworld'] },
      { name: 'silent.mailworld', mx: ['mx.silent.mailworld'] },
      { name: 'drops.mailworld', mx: ['mx.drops.mailworld'] },
      { name: 'blocks.mailworld', mx: ['mx.blocks.mailworld'] },
      { name: 'fallback.mailworld', addressOf: '127.0.0.19' },
      { name: 'nomail.mailworld' },
      { name: 'nullmx.mailworld', nullMx: true },
      { name: 'backup.mailworld', mx: ['mx1.backup.mailworld', 'mx2.backup.mailworld'] },
      { name: 'bulk.mailworld', mx: ['mx.bulk.mailworld'] },
    ],
    [
      {
        name: 'mx.people.mailworld',
        address: '127.0.0.11',
        behaviour: { kind: 'smtp', mailboxes: ['anna', 'info'] },
      },
      {
        name: 'mx.secure.mailworld',
        address: '127.0.0.12',
        behaviour: { kind: 'smtp', mailboxes: ['li.wei'], startTls: true },
      },
      { name: 'mx.anything.mailworld', address: '127.0.0.13', behaviour: { kind: 'smtp', catchAll: true } },
      {
        name: 'mx.grey.mailworld',
        address: '127.0.0.14',
        behaviour: { kind: 'smtp', mailboxes: ['ben'], greylistTimes: 1 },
      },
      {
        name: 'mx.stubborn.mailworld',
        address: '127.0.0.23',
        behaviour: { kind: 'smtp', mailboxes: ['ben'], greylistTimes: 1_000 },
      },
      {
        name: 'mx.busy.mailworld',
        address: '127.0.0.15',
        behaviour: { kind: 'smtp', mailboxes: ['cara'], busyTimes: 2 },
      },
      { name: 'mx.silent.mailworld', address: '127.0.0.16', behaviour: { kind: 'silent' } },
      { name: 'mx.drops.mailworld', address: '127.0.0.17', behaviour: { kind: 'drops' } },
      { name: 'mx.blocks.mailworld', address: '127.0.0.18', behaviour: { kind: 'smtp', blockUs: true } },
      { name: 'fallback.mailworld', address: '127.0.0.19', behaviour: { kind: 'smtp', mailboxes: ['dan'] } },
      // The first MX is not listening (nothing on .20); the second answers.
      {
        name: 'mx2.backup.mailworld',
        address: '127.0.0.21',
        behaviour: { kind: 'smtp', mailboxes: ['eve'] },
      },
      {
        name: 'mx.bulk.mailworld',
        address: '127.0.0.22',
        behaviour: { kind: 'smtp', mailboxes: Array.from({ length: 1000 }, (_, i) => `person${i}`) },
      },
    ],
  )
  settingsFor = (overrides = {}) => ({
    ...DEFAULT_VERIFIER_SETTINGS,
    dnsServers: [world.dnsServer],
    smtpPort: world.smtpPort,
    connectTimeoutMs: 2_000,
    replyTimeoutMs: 1_500,
    budgetMs: 10_000,
    retryDelayMs: 50,
    perHostIntervalMs: 0,
    ...overrides,
  })
})

afterAll(() => world.close())

const verify = (address: string, overrides?: Partial<VerifierSettings>) =>
  new SmtpEmailVerifier(settingsFor(overrides)).verify(address)

/** A tracer that keeps each span's name, options and what was set on it. */
const recordingTracer = () => {
  const spans: { name: string; options: SpanOptions; set: SpanAttributes }[] = []
  const tracer: Tracer = {
    inSpan: async (name, options, work) => {
      const span = { name, options, set: {} as SpanAttributes }
      spans.push(span)
      return work({ set: (attributes) => (span.set = { ...span.set, ...attributes }) })
    },
  }
  return { tracer, spans }
}

describe('the email verifier, against a mail world on loopback', () => {
  it('traces each SMTP conversation: the server and how it ended, never the address asked about', async () => {
    const { tracer, spans } = recordingTracer()
    const verifier = new SmtpEmailVerifier(settingsFor(), undefined, undefined, tracer)
    expect((await verifier.verify('anna@people.mailworld')).verdict).toBe('valid')
    // The catch-all probe and the address: two conversations, each a client span.
    expect(spans).toHaveLength(verifier.counts.conversations)
    expect(spans.length).toBe(2)
    for (const span of spans) {
      expect(span.name).toBe('smtp conversation')
      expect(span.options).toEqual({
        kind: 'client',
        attributes: {
          'server.address': 'mx.people.mailworld',
          'network.peer.address': '127.0.0.11',
          'server.port': world.smtpPort,
        },
      })
      expect(span.set).toMatchObject({ 'smtp.outcome': 'Answered', 'smtp.tls': false })
    }
    expect(spans.map((span) => span.set['smtp.answers'])).toEqual(['NoSuchMailbox', 'Accepted'])
    expect(JSON.stringify(spans)).not.toContain('anna')
  })

  it('a mailbox that exists at a domain that refuses made-up ones is valid, with its mail server', async () => {
    const result = await verify('anna@people.mailworld')
    expect(result).toMatchObject({ verdict: 'valid', mxHost: 'mx.people.mailworld', role: false })
    expect(result.steps.map((s) => s.step)).toEqual(['syntax', 'lists', 'dns', 'catch_all', 'smtp'])
  })

  it('550 unknown user is invalid, saying what the server said', async () => {
    const result = await verify('nobody@people.mailworld')
    expect(result.verdict).toBe('invalid')
    expect(result.reason).toMatch(/550 5\.1\.1/)
  })

  it('a catch-all domain is accept_all, never valid, and its addresses are not asked one by one', async () => {
    const verifier = new SmtpEmailVerifier(settingsFor())
    const results = await Promise.all(
      ['a@anything.mailworld', 'b@anything.mailworld'].map((a) => verifier.verify(a)),
    )
    expect(results.map((r) => r.verdict)).toEqual(['accept_all', 'accept_all'])
    expect(verifier.counts.catchAllProbes).toBe(1)
  })

  it('greylisting (450) is retried with backoff and then accepted', async () => {
    expect((await verify('ben@grey.mailworld')).verdict).toBe('valid')
  })

  it('greylisting that does not clear inside the budget is unknown, never invalid', async () => {
    const result = await verify('ben@stubborn.mailworld', { budgetMs: 300 })
    expect(result.verdict).toBe('unknown')
    expect(result.reason).toMatch(/did not clear/)
  })

  it('421 too many connections, then accepted on a later try', async () => {
    expect((await verify('cara@busy.mailworld')).verdict).toBe('valid')
  })

  it('a server that never answers is unknown with the reason, after the reply timeout', async () => {
    const result = await verify('x@silent.mailworld', { replyTimeoutMs: 300 })
    expect(result).toMatchObject({ verdict: 'unknown' })
    expect(result.reason).toMatch(/did not answer in time/)
  })

  it('a server that drops the conversation midway is unknown', async () => {
    const result = await verify('x@drops.mailworld')
    expect(result.verdict).toBe('unknown')
    expect(result.reason).toMatch(/closed the connection/)
  })

  it('a blanket rejection of us (5.7.1 blocklist) is unknown, not invalid', async () => {
    const result = await verify('x@blocks.mailworld')
    expect(result.verdict).toBe('unknown')
  })

  it('no MX: the domain’s own address record is its mail server (A fallback)', async () => {
    const result = await verify('dan@fallback.mailworld')
    expect(result).toMatchObject({ verdict: 'valid', mxHost: 'fallback.mailworld' })
  })

  it('an unreachable first MX falls through to the next', async () => {
    expect(await verify('eve@backup.mailworld')).toMatchObject({
      verdict: 'valid',
      mxHost: 'mx2.backup.mailworld',
    })
  })

  it('a null MX (RFC 7505) and a domain with no mail host are invalid; NXDOMAIN is invalid', async () => {
    expect(await verify('a@nullmx.mailworld')).toMatchObject({
      verdict: 'invalid',
      reason: expect.stringMatching(/null MX/),
    })
    expect((await verify('a@nomail.mailworld')).verdict).toBe('invalid')
    expect(await verify('a@nowhere.mailworld')).toMatchObject({
      verdict: 'invalid',
      reason: expect.stringMatching(/does not exist/),
    })
  })

  it('a malformed address is invalid without any DNS query', async () => {
    const verifier = new SmtpEmailVerifier(settingsFor())
    for (const bad of [
      'anna',
      'anna@',
      '@people.mailworld',
      'an na@people.mailworld',
      'Anna <anna@people.mailworld>',
    ])
      expect((await verifier.verify(bad)).verdict).toBe('invalid')
    expect(verifier.counts.mxLookUps).toBe(0)
  })

  it('flags disposable, free-webmail and role addresses', async () => {
    expect(await verify('info@people.mailworld')).toMatchObject({ verdict: 'valid', role: true })
    expect(await verify('someone@mailinator.com')).toMatchObject({ disposable: true, freeWebmail: false })
    expect(await verify('someone@gmail.com')).toMatchObject({ freeWebmail: true, disposable: false })
  })

  it('never contacts a reserved domain (the demo data’s .example)', async () => {
    const verifier = new SmtpEmailVerifier(settingsFor())
    const result = await verifier.verify('anna@brightfold.example')
    expect(result).toMatchObject({ verdict: 'unknown', mxHost: null })
    expect(verifier.counts.mxLookUps + verifier.counts.conversations).toBe(0)
  })

  it('talks over TLS when the server offers STARTTLS', async () => {
    const result = await verify('li.wei@secure.mailworld')
    expect(result.verdict).toBe('valid')
    expect(result.steps.at(-1)?.outcome).toMatch(/over TLS/)
  })

  it('1,000 addresses at one domain: one MX look-up, one catch-all probe, never more than the per-host limit open', async () => {
    const verifier = new SmtpEmailVerifier(settingsFor({ perHostConnections: 8 }))
    const before = world.queries.mx.get('bulk.mailworld') ?? 0
    const addresses = Array.from({ length: 1000 }, (_, i) => `person${i}@bulk.mailworld`)
    const results = await Promise.all(addresses.map((a) => verifier.verify(a)))
    expect(results.every((r) => r.verdict === 'valid')).toBe(true)
    expect(verifier.counts.mxLookUps).toBe(1)
    expect((world.queries.mx.get('bulk.mailworld') ?? 0) - before).toBe(1)
    expect(verifier.counts.catchAllProbes).toBe(1)
    expect(world.stats.get('mx.bulk.mailworld')?.highestOpen).toBeLessThanOrEqual(8)
  }, 120_000)
})
