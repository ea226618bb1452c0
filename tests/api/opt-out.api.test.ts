import { createHash } from 'node:crypto'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { importContacts } from '../../src/adapters/server/contact-source/import/import-contacts.ts'
import type { PersonRecord } from '../../src/application/server/ports/contact-source.port.ts'
import { ServerTokens as T } from '../../src/composition/tokens.ts'
import type { OptOutEmail } from '../../src/domain/opt-out/opt-out-email.ts'
import type { OptOutTokenHash } from '../../src/domain/opt-out/opt-out-token.ts'
import type { ProfileId } from '../../src/domain/profiles/profile-id.ts'
import { profileLinkFor } from '../../src/domain/profiles/profile-link.ts'
import { instant } from '../../src/domain/shared/instant.ts'
import { type ApiHarness, startApi } from '../support/api-harness.ts'

// Issue 9 §5: a person asks to be removed, confirms from the mailed link, and is gone from reveals,
// members and the counts at once, and stays gone through a re-import of the same data.
const PEPPER = 'the-api-tests-suppression-pepper'
const PUBLIC_URL = 'https://leads.example'
const ADMIN = { user: 'privacy-admin', admin: true }
const USER = { user: 'plain-user' }

let api: ApiHarness
let person: PersonRecord
let company: { readonly id: string; readonly domain: string; readonly name: string }
let folder = ''
const REQUESTER = 'Removal.Request@Home.example'

beforeAll(async () => {
  api = await startApi({ DEMO_COMPANIES: '6', PUBLIC_URL, SUPPRESSION_PEPPER: PEPPER })
  folder = await mkdtemp(join(tmpdir(), 'leadlens-optout-api-'))
  const source = await api.container.getAsync(T.ContactSource)
  for (const prefix of ['a', 'e', 'i', 'o', 'c', 's', 'b', 'd', 'm', 'n', 't']) {
    for (const found of await source.searchCompanies({ companyName: prefix }, 10)) {
      const dm = (await source.members(found.id, 'decisionMakers', 0, 100)).people
      const withEmail = dm.find((p) => p.emails.length > 0)
      if (withEmail !== undefined && dm.length > 1) {
        person = withEmail
        company = found
        return
      }
    }
  }
  throw new Error('the demo dataset has no company with two decision makers')
})
afterAll(async () => {
  await api.close()
  await rm(folder, { recursive: true, force: true })
})

const requestOptOut = (body: unknown) => api.call('POST', '/api/opt-out', { body })
const confirmOptOut = (token: string) => api.call('POST', '/api/opt-out/confirm', { body: { token } })
const outbox = (as: typeof ADMIN | typeof USER | null, page = '1') =>
  api.call('GET', '/api/admin/outbox', { as, query: { page } })
const reveal = (id: string) => api.call('GET', `/api/contact/profile/${encodeURIComponent(id)}`, { as: USER })
const members = async () => {
  const response = await api.call('GET', '/api/contact/company/members', {
    as: ADMIN,
    query: { domain: company.domain, page: '1' },
  })
  expect(response.statusCode).toBe(200)
  const body = response.json()
  return {
    total: body.desisionMetadata.total_results as number,
    urls: Object.values(body.desisionMakerProfiles).map((m) => (m as { url: string }).url),
  }
}
const tokenIn = (text: string) => {
  const token = new RegExp(`${PUBLIC_URL}/opt-out#token=([A-Za-z0-9_-]{43})`).exec(text)?.[1]
  if (token === undefined) throw new Error(`no confirmation link in:\n${text}`)
  return token
}
/** The newest outbox message to `to`, as an admin reads it. */
const newestMailTo = async (to: string) => {
  const response = await outbox(ADMIN)
  expect(response.statusCode).toBe(200)
  const mail = (response.json().data as { to: string; subject: string; text: string; sentAt: string }[]).find(
    (m) => m.to === to,
  )
  if (mail === undefined) throw new Error(`no mail to ${to}`)
  return mail
}

describe('opting out, end to end over the API', () => {
  let token = ''

  it('a request is accepted, whoever asks, and the link goes to the person’s own address, shown masked', async () => {
    expect((await reveal(person.profileId)).statusCode).toBe(200)
    const response = await requestOptOut({
      profileLink: `  ${profileLinkFor(person.profileId).toUpperCase()}/?trk=email  `,
      email: REQUESTER,
      relationship: 'It is me',
      language: 'en',
    })
    expect(response.statusCode).toBe(202)
    const { route, sentTo, expiresAt } = response.json()
    expect(route).toBe('mailed')
    const held = (person.emails[0]?.address ?? '').toLowerCase()
    expect(sentTo).toBe(`${held[0]}•••@${held.split('@')[1]?.[0]}•••${held.slice(held.lastIndexOf('.'))}`)
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(23 * 3_600_000)
    // Issue 24: the requester's own mailbox gets nothing to confirm with.
    await expect(newestMailTo(REQUESTER.toLowerCase())).rejects.toThrow('no mail to')
    const mail = await newestMailTo(held)
    expect(mail.subject).toBe('Confirm your removal from LeadLens')
    expect(mail.text).toContain(profileLinkFor(person.profileId))
    token = tokenIn(mail.text)
    // Nothing happened yet: following a link is not confirming it.
    expect((await reveal(person.profileId)).statusCode).toBe(200)
  })

  it('only admins read the outbox', async () => {
    expect((await outbox(USER)).statusCode).toBe(403)
    expect((await outbox(USER)).json()).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' })
    expect((await outbox(null)).statusCode).toBe(401)
    const page = (await outbox(ADMIN)).json()
    expect(page.meta).toMatchObject({ page: 1, totalPages: 1 })
    expect(page.data[0]).toMatchObject({ from: 'LeadLens <no-reply@leadlens.example>' })
  })

  it('confirming removes the person at once: not found on reveal, gone from members', async () => {
    const before = { members: await members() }
    expect(before.members.urls).toContain(profileLinkFor(person.profileId))
    const response = await confirmOptOut(token)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ confirmed: true })
    const gone = await reveal(person.profileId)
    expect(gone.statusCode).toBe(404)
    expect(gone.json()).toMatchObject({ statusCode: 404, code: 'PROFILE_NOT_FOUND' })
    const after = await members()
    expect(after.urls).not.toContain(profileLinkFor(person.profileId))
    expect(after.total).toBe(before.members.total - 1)
    // The company is still found: it is not the person.
    const search = await api.call('GET', '/api/contact/search/company', {
      as: USER,
      query: { domain: company.domain },
    })
    expect(search.json()).toHaveLength(1)
  })

  it('the database keeps no trace of the profile id or the address, only hashes', async () => {
    const { db } = await api.container.getAsync(T.Database)
    const rows = await sql<{ row: string }>`
      select to_jsonb(r)::text as row from opt_out_requests r
      union all select to_jsonb(s)::text from suppressed_identifiers s`.execute(db)
    expect(rows.rows.length).toBeGreaterThanOrEqual(3)
    const text = rows.rows
      .map((r) => r.row)
      .join('\n')
      .toLowerCase()
    expect(text).not.toContain(person.profileId.toLowerCase())
    expect(text).not.toContain(REQUESTER.toLowerCase())
    expect(text).not.toContain((person.emails[0]?.address ?? '').toLowerCase())
    expect(text).not.toContain(token)
  })

  it('the same link again is refused as used', async () => {
    const response = await confirmOptOut(token)
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({
      statusCode: 409,
      code: 'OPT_OUT_TOKEN_USED',
      message: 'This confirmation link has already been used',
    })
  })

  it('a re-import of the same person, or of a record holding the address that confirmed, keeps them out', async () => {
    const file = join(folder, 'reimport.csv')
    const cell = (text: string) => `"${text.replaceAll('"', '""')}"`
    const row = (id: string, name: string, email: string) =>
      [profileLinkFor(id as ProfileId), name, company.name, company.domain, email].map(cell).join(',')
    await writeFile(
      file,
      [
        'profile_url,name,company_name,company_domain,emails',
        row(person.profileId, person.name, person.emails[0]?.address ?? ''),
        row('same-person-new-link', person.name, (person.emails[0]?.address ?? '').toUpperCase()),
        row('somebody-new', 'Somebody New', 'somebody@new.example'),
      ].join('\n'),
    )
    const { db } = await api.container.getAsync(T.Database)
    const result = await importContacts({
      db,
      file,
      format: 'csv',
      importedAt: instant(Date.now()),
      suppressionPepper: PEPPER,
    })
    expect(result).toMatchObject({ _tag: 'Imported', accepted: 3, suppressed: 2, newPeople: 1 })
    expect((await reveal(person.profileId)).statusCode).toBe(404)
    expect((await reveal('same-person-new-link')).statusCode).toBe(404)
    expect((await reveal('somebody-new')).statusCode).toBe(200)
    expect((await members()).urls).not.toContain(profileLinkFor(person.profileId))
  })

  it('a link past its day is refused as expired, and confirms nothing', async () => {
    const expiredToken = 'E'.repeat(43)
    const list = await api.container.getAsync(T.SuppressionList)
    await list.addRequest({
      tokenHash: createHash('sha256').update(expiredToken).digest('hex') as OptOutTokenHash,
      profileId: 'somebody-new' as ProfileId,
      email: 'somebody@new.example' as OptOutEmail,
      requestedAt: instant(Date.now() - 25 * 3_600_000),
      expiresAt: instant(Date.now() - 3_600_000),
    })
    const response = await confirmOptOut(expiredToken)
    expect(response.statusCode).toBe(410)
    expect(response.json()).toMatchObject({ statusCode: 410, code: 'OPT_OUT_TOKEN_EXPIRED' })
    expect((await reveal('somebody-new')).statusCode).toBe(200)
  })
})

describe('refusals, each with its stable code', () => {
  const link = 'https://www.linkedin.com/in/someone'
  const relationship = 'It is me'
  it.each([
    [
      { profileLink: 'https://example.com/someone', email: 'a@b.example', relationship },
      400,
      'OPT_OUT_PROFILE_LINK_INVALID',
    ],
    [{ profileLink: link, email: 'not an address', relationship }, 400, 'OPT_OUT_EMAIL_INVALID'],
    [{ profileLink: link, email: 'a@b.example', relationship: '   ' }, 400, 'OPT_OUT_RELATIONSHIP_INVALID'],
    [{ profileLink: link, email: 'a@b.example\r\nBcc: x@y.example', relationship }, 400, 'INVALID_REQUEST'],
    [{ profileLink: link, relationship }, 400, 'INVALID_REQUEST'],
    [{ profileLink: link, email: 'a@b.example' }, 400, 'INVALID_REQUEST'],
    [{ profileLink: link, email: 'a@b.example', relationship, language: 'fr' }, 400, 'INVALID_REQUEST'],
  ])('POST /api/opt-out %j → %i %s', async (body, status, code) => {
    const response = await requestOptOut(body)
    expect(response.statusCode).toBe(status)
    expect(response.json()).toEqual({ statusCode: status, code, message: expect.any(String) })
  })

  it.each([['A'.repeat(43)], ['not-a-token'], ['']])(
    'POST /api/opt-out/confirm %j is refused',
    async (token) => {
      const response = await confirmOptOut(token)
      expect([400, 404]).toContain(response.statusCode)
      expect(response.json().code).toBe(token === '' ? 'INVALID_REQUEST' : 'OPT_OUT_TOKEN_UNKNOWN')
    },
  )
})

describe('a request for someone the data holds no address for (issue 24)', () => {
  const reviews = (as: typeof ADMIN | typeof USER | null) =>
    api.call('GET', '/api/admin/opt-out-reviews', { as, query: { page: '1' } })
  const decide = (id: string, decision: string, as: typeof ADMIN | typeof USER = ADMIN) =>
    api.call('POST', `/api/admin/opt-out-reviews/${encodeURIComponent(id)}`, { as, body: { decision } })

  it('waits for an admin: nothing mailed, listed with the requester’s words and address, audited once decided', async () => {
    const link = 'https://www.linkedin.com/in/review-nobody-one'
    const asked = await requestOptOut({
      profileLink: link,
      email: 'Assistant@Office.example',
      relationship: 'Her assistant',
      language: 'zh',
    })
    expect(asked.statusCode).toBe(202)
    expect(asked.json()).toEqual({ route: 'review' })
    await expect(newestMailTo('assistant@office.example')).rejects.toThrow('no mail to')
    expect((await reviews(USER)).statusCode).toBe(403)
    expect((await reviews(null)).statusCode).toBe(401)
    const listed = (await reviews(ADMIN)).json()
    const review = listed.data.find((r: { profileLink: string }) => r.profileLink === link)
    expect(review).toMatchObject({
      name: null,
      requesterEmail: 'assistant@office.example',
      relationship: 'Her assistant',
    })
    expect((await decide(review.id, 'reject', USER)).statusCode).toBe(403)
    const done = await decide(review.id, 'reject')
    expect(done.statusCode).toBe(200)
    expect(done.json()).toEqual({ decision: 'reject' })
    const again = await decide(review.id, 'approve')
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({ code: 'OPT_OUT_REVIEW_DECIDED' })
    expect((await decide('no-such-review', 'approve')).json()).toMatchObject({
      statusCode: 404,
      code: 'OPT_OUT_REVIEW_UNKNOWN',
    })
    const audit = await api.call('GET', '/api/admin/audit', { as: ADMIN, query: { page: '1' } })
    expect(audit.json().data[0]).toMatchObject({
      action: 'optOut.decide',
      target: { type: 'optOutReview', id: review.id },
    })
  })

  it('an approval removes the person at once; until then they stay visible', async () => {
    const { db } = await api.container.getAsync(T.Database)
    // Someone in the data without an address: the demo data's people all have one, so take one's away.
    const source = await api.container.getAsync(T.ContactSource)
    const others = (await source.members(company.id, 'decisionMakers', 0, 100)).people
    const target = others.find((p) => p.profileId !== person.profileId) ?? expect.fail('no second person')
    await sql`delete from emails where person_id = ${target.profileId}`.execute(db)
    const asked = await requestOptOut({
      profileLink: profileLinkFor(target.profileId),
      email: 'friend@home.example',
      relationship: 'A friend',
    })
    expect(asked.json()).toEqual({ route: 'review' })
    expect((await reveal(target.profileId)).statusCode).toBe(200)
    const review = (await reviews(ADMIN))
      .json()
      .data.find((r: { profileLink: string }) => r.profileLink === profileLinkFor(target.profileId))
    expect(review.name).toBe(target.name)
    expect((await decide(review.id, 'approve')).statusCode).toBe(200)
    expect((await reveal(target.profileId)).statusCode).toBe(404)
  })
})
