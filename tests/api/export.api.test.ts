import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PersonRecord } from '../../src/application/server/ports/contact-source.port.ts'
import { ServerTokens as T } from '../../src/composition/tokens.ts'
import { profileLinkFor } from '../../src/domain/profiles/profile-link.ts'
import { type ApiHarness, startApi } from '../support/api-harness.ts'
import { buyThroughSandbox, pause, readCsv } from './export-flow.support.ts'

const HEADER = [
  'name',
  'title',
  'company',
  'domain',
  'profile_url',
  'emails',
  'phones',
  'whatsapp',
  'revealed_at',
  'email_verdicts',
  'email_checked_at',
]
const MESSAGE = 'CSV export is included in Pro plans and Pro packets'

let api: ApiHarness
// Three people with emails and phones at one company, one at another, one more for another user.
let [ada, bob, cy, dee, eve]: PersonRecord[] = []

beforeAll(async () => {
  api = await startApi({ DEMO_COMPANIES: '25', PUBLIC_URL: 'https://leads.example' })
  const source = await api.container.getAsync(T.ContactSource)
  const companies = await source.searchCompanies({ companyName: 'a' }, 10)
  const both = async (companyId: string) =>
    [
      ...(await source.members(companyId, 'decisionMakers', 0, 100)).people,
      ...(await source.members(companyId, 'others', 0, 100)).people,
    ].filter((p) => p.emails.length > 0 && p.phones.length > 0)
  const groups = (await Promise.all(companies.map((c) => both(c.id)))).filter((g) => g.length >= 2)
  const [first, second] = groups
  if (first === undefined || second === undefined || first.length < 4)
    throw new Error('the demo dataset has too few people with emails and phones')
  ;[ada, bob, cy, eve] = first
  ;[dee] = second
})
afterAll(() => api.close())

const person = (p: PersonRecord | undefined): PersonRecord => p ?? expect.fail('no person picked')
const reveal = async (user: string, p: PersonRecord | undefined, want = 'all') => {
  const response = await api.call('GET', `/api/contact/profile/${person(p).profileId}`, {
    as: { user },
    query: { reveal: 'true', want },
  })
  expect(response.statusCode, response.body).toBe(200)
  // Reveals a few milliseconds apart, so "latest first" has one right answer.
  await pause(5)
}
const exportAs = (user: string, query?: Record<string, string>) =>
  api.call('GET', '/api/contact/export', { as: { user }, ...(query === undefined ? {} : { query }) })
const features = async (user: string) =>
  (await api.call('GET', '/api/payment/subscription', { as: { user } })).json().features

/** The rows a person should export as: only the parts revealed, phones defused (they start with '+'). */
const rowOf = (p: PersonRecord | undefined, parts: { emails: boolean; phones: boolean }) => {
  const { name, title, company, emails, phones, profileId } = person(p)
  const phoneCell = phones.map((x) => x.e164).join('; ')
  return [
    name,
    title ?? '',
    company?.name ?? '',
    company?.domain ?? '',
    profileLinkFor(profileId),
    parts.emails ? emails.map((e) => e.address).join('; ') : '',
    parts.phones ? `'${phoneCell}` : '',
    parts.phones ? String(phones[0]?.whatsappValid) : '',
  ]
}
const withoutTime = (rows: string[][]) => rows.map((r) => r.slice(0, 8))

describe('GET /api/contact/export', () => {
  it('refuses a FREE user with 403 EXPORT_NOT_INCLUDED, and needs a signed-in user', async () => {
    await reveal('free-fay', ada)
    const refused = await exportAs('free-fay')
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toEqual({ statusCode: 403, code: 'EXPORT_NOT_INCLUDED', message: MESSAGE })
    expect(await features('free-fay')).toEqual({ csvExport: false })
    expect((await api.call('GET', '/api/contact/export')).statusCode).toBe(401)
  })

  it('a Monthly Pro buyer gets exactly what they revealed, latest first, as a UTF-8 CSV with a BOM', async () => {
    const user = 'pro-paula'
    await buyThroughSandbox(api, user, 'MONTHLY_PRO')
    expect(await features(user)).toEqual({ csvExport: true })
    await reveal(user, ada)
    await reveal(user, dee)
    await reveal(user, bob, 'emails') // partial: emails only
    await reveal('other-otto', eve) // another user's reveal
    const before = await api.call('GET', '/api/payment/subscription', { as: { user } })
    const history = await api.call('GET', '/api/contact/history', { as: { user } })

    const day = () => new Date().toISOString().slice(0, 10)
    const [dayBefore, response, dayAfter] = [day(), await exportAs(user), day()]
    expect(response.statusCode, response.body).toBe(200)
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect([dayBefore, dayAfter].map((d) => `attachment; filename="leadlens-contacts-${d}.csv"`)).toContain(
      response.headers['content-disposition'],
    )
    expect(response.headers['cache-control']).toBe('no-store')
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])

    const [header, ...rows] = readCsv(response.body.replace(/^\uFEFF/, ''))
    expect(header).toEqual(HEADER)
    expect(withoutTime(rows)).toEqual([
      rowOf(bob, { emails: true, phones: false }),
      rowOf(dee, { emails: true, phones: true }),
      rowOf(ada, { emails: true, phones: true }),
    ])
    // Each email's verdict and checked date, in the order of the emails; none for emails not revealed.
    expect(rows[0]?.[9]).toBe(
      person(bob)
        .emails.map((e) => e.status)
        .join('; '),
    )
    expect(rows[0]?.[10]).toBe(
      person(bob)
        .emails.map((e) => new Date(e.checkedAt).toISOString())
        .join('; '),
    )
    const times = rows.map((r) => Date.parse(r[8] ?? ''))
    expect(times.every((t) => Number.isFinite(t))).toBe(true)
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect(response.body).not.toContain('*')

    // Free, and not a search.
    expect((await api.call('GET', '/api/payment/subscription', { as: { user } })).json()).toEqual(
      before.json(),
    )
    expect((await api.call('GET', '/api/contact/history', { as: { user } })).json()).toEqual(history.json())
  })

  it("exports one company by domain or by exact name, and never another user's reveals", async () => {
    const user = 'pro-paula'
    const acme = person(ada).company ?? expect.fail('no company')
    const byDomain = readCsv((await exportAs(user, { domain: acme.domain.toUpperCase() })).body.slice(1))
    expect(withoutTime(byDomain.slice(1)).map((r) => r[0])).toEqual([person(bob).name, person(ada).name])
    const byName = readCsv((await exportAs(user, { company: ` ${acme.name.toLowerCase()} ` })).body.slice(1))
    expect(byName).toEqual(byDomain)
    const nobody = await exportAs(user, { domain: 'no-such-company.example' })
    expect(nobody.statusCode).toBe(200)
    expect(readCsv(nobody.body.slice(1))).toEqual([HEADER])
    const all = readCsv((await exportAs(user)).body.slice(1))
    expect(all.map((r) => r[4])).not.toContain(profileLinkFor(person(eve).profileId))
  })

  it('a user who revealed nothing gets the header only; a misspelt query is refused', async () => {
    await buyThroughSandbox(api, 'pro-quiet', 'YEARLY_PRO')
    const empty = await exportAs('pro-quiet')
    expect(empty.body).toBe(`\uFEFF${HEADER.join(',')}\r\n`)
    expect((await exportAs('pro-quiet', { comapny: 'x' })).json().code).toBe('INVALID_REQUEST')
  })

  it('a Pro packet grants export, a Basic packet does not; a cancelled Pro plan still does until it expires', async () => {
    await buyThroughSandbox(api, 'basic-ben', 'PACKET_EMAIL_BASIC')
    expect(await features('basic-ben')).toEqual({ csvExport: false })
    expect((await exportAs('basic-ben')).json().code).toBe('EXPORT_NOT_INCLUDED')

    await buyThroughSandbox(api, 'packet-pia', 'PACKET_PHONE_PRO')
    expect(await features('packet-pia')).toEqual({ csvExport: true })
    await reveal('packet-pia', cy, 'phones')
    const [, row] = readCsv((await exportAs('packet-pia')).body.slice(1))
    expect(row?.slice(0, 8)).toEqual(rowOf(cy, { emails: false, phones: true }))

    await buyThroughSandbox(api, 'quitter-quin', 'MONTHLY_PRO')
    const { current } = (
      await api.call('GET', '/api/payment/subscription', { as: { user: 'quitter-quin' } })
    ).json()
    const cancelled = await api.call('POST', '/api/payment/subscription/cancel', {
      as: { user: 'quitter-quin' },
      body: { subscriptionId: current.id },
    })
    expect(cancelled.json()).toMatchObject({
      current: { status: 'CANCELLED' },
      features: { csvExport: true },
    })
    expect((await exportAs('quitter-quin')).statusCode).toBe(200)
  })
})

describe('the API document', () => {
  it('describes the export as a text/csv answer with its 403', async () => {
    const { paths } = (await api.call('GET', '/api/openapi.json')).json()
    const operation = paths['/api/contact/export'].get
    expect(operation.responses['200'].content).toEqual({ 'text/csv': { schema: { type: 'string' } } })
    expect(operation.responses['403'].description).toContain('EXPORT_NOT_INCLUDED')
    expect(operation.parameters.map((p: { name: string }) => p.name).sort()).toEqual(['company', 'domain'])
    expect(
      paths['/api/payment/subscription'].get.responses['200'].content['application/json'].schema,
    ).toBeDefined()
  })
})

describe.skipIf(process.env.DATABASE_URL === undefined)('on PostgreSQL', () => {
  it('a Pro packet buyer reveals, sees the charge in the credit log and exports it', async () => {
    const pg = await startApi(
      { DEMO_COMPANIES: '25', PUBLIC_URL: 'https://leads.example' },
      { postgres: true },
    )
    try {
      await buyThroughSandbox(pg, 'pg-pat', 'PACKET_PROFILE_PRO')
      const source = await pg.container.getAsync(T.ContactSource)
      const [first] = await source.searchCompanies({ companyName: 'a' }, 1)
      const people = (await source.members(first?.id ?? '', 'decisionMakers', 0, 100)).people
      const target = people.find((p) => p.emails.length > 0 && p.phones.length > 0)
      const revealed = await pg.call('GET', `/api/contact/profile/${person(target).profileId}`, {
        as: { user: 'pg-pat' },
        query: { reveal: 'true' },
      })
      expect(revealed.statusCode).toBe(200)
      const log = (await pg.call('GET', '/api/payment/credit-log', { as: { user: 'pg-pat' } })).json()
      expect(log).toEqual({
        data: [
          expect.objectContaining({
            id: expect.stringMatching(/^\d+$/),
            kind: 'lead',
            planType: 'PACKET_PROFILE_PRO',
            reference: person(target).profileId,
          }),
        ],
        meta: { page: 1, totalPages: 1, total: 1 },
      })
      const exported = await pg.call('GET', '/api/contact/export', { as: { user: 'pg-pat' } })
      expect(withoutTime(readCsv(exported.body.slice(1)).slice(1))).toEqual([
        rowOf(target, { emails: true, phones: true }),
      ])
    } finally {
      await pg.close()
    }
  }, 60_000)
})
