import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contractClient } from '../../src/adapters/browser/http/contract-client.ts'
import { injectTransport } from '../../src/adapters/browser/http/inject-transport.ts'
import * as WorkspaceCalls from '../../src/adapters/http-contract/contacts-workspace.ts'
import type { PersonRecord } from '../../src/application/server/ports/contact-source.port.ts'
import { ContactsWorkspaceTokens } from '../../src/composition/server/contacts-workspace.area.ts'
import { ServerTokens as T } from '../../src/composition/tokens.ts'
import { aBucket } from '../../src/domain/credits/credits.fixture.ts'
import type { ProfileId } from '../../src/domain/profiles/profile-id.ts'
import { type ApiHarness, startApi } from '../support/api-harness.ts'

// The Contacts page through the API, over the demo dataset: people revealed by the reveal call. On
// PGlite, and on PostgreSQL too when DATABASE_URL names a server.
const TARGETS = [
  { name: 'PGlite', postgres: false },
  ...(process.env.DATABASE_URL === undefined ? [] : [{ name: 'PostgreSQL', postgres: true }]),
]

describe.each(TARGETS)('on $name', ({ postgres }) => {
  let api: ApiHarness
  let people: PersonRecord[]

  beforeAll(async () => {
    api = await startApi({ DEMO_COMPANIES: '25' }, { postgres })
    const source = await api.container.getAsync(T.ContactSource)
    const companies = await source.searchCompanies({ companyName: 'a' }, 10)
    people = []
    for (const c of companies) {
      people.push(...(await source.members(c.id, 'decisionMakers', 0, 100)).people)
      if (people.length > 12) break
    }
    people = people.filter((p) => p.emails.length > 0).slice(0, 6)
    if (people.length < 4) throw new Error('the demo dataset has too few people with emails')
  }, 120_000)
  afterAll(() => api.close())

  const grant = async (user: string) => {
    const ledger = await api.container.getAsync(T.CreditLedger)
    await ledger.grant(user, [aBucket(`${user}-lead`, 'lead', 100, { source: 'CUSTOM' })])
  }
  const reveal = (user: string, id: string) =>
    api.call('GET', `/api/contact/profile/${id}`, { as: { user }, query: { reveal: 'true' } })
  const contacts = (user: string, query: Record<string, string> = {}) =>
    api.call('GET', '/api/contacts', { as: { user }, query })

  describe('the Contacts page API', () => {
    it('lists what the caller revealed, newest first, to that caller only, paged by cursor', async () => {
      await grant('cw-owner')
      for (const p of people.slice(0, 4)) expect((await reveal('cw-owner', p.profileId)).statusCode).toBe(200)
      const first = await contacts('cw-owner', { limit: '3' })
      expect(first.statusCode).toBe(200)
      const body = first.json()
      expect(body.total).toBe(4)
      expect(body.contacts).toHaveLength(3)
      expect(body.contacts[0]).toMatchObject({ linkedinId: people[3]?.profileId, revealed: { emails: true } })
      expect(body.contacts[0].email).toEqual(expect.stringContaining('@'))
      const second = (await contacts('cw-owner', { limit: '3', after: body.next })).json()
      expect(second).toMatchObject({ next: null, total: null, more: false })
      expect(second.contacts.map((c: { linkedinId: string }) => c.linkedinId)).toEqual([people[0]?.profileId])
      // Someone else sees none of it.
      expect((await contacts('cw-stranger')).json()).toEqual({
        contacts: [],
        next: null,
        total: 0,
        more: false,
      })
    })

    it('refuses bad input with a stable code', async () => {
      for (const query of [
        { after: 'not a cursor' },
        { after: JSON.stringify(['\u0000', 'x']) },
        { limit: '1000' },
        { verdict: 'great' },
        { revealedFrom: '2026-13-45' },
        { sort: 'email' },
      ]) {
        const answer = await contacts('cw-owner', query)
        expect(answer.statusCode, JSON.stringify(query)).toBe(400)
        expect(answer.json().code).toBe('INVALID_REQUEST')
      }
    })

    it('keeps lists per user: create, add, filter, rename, delete; another user’s list is not found', async () => {
      const created = await api.call('POST', '/api/contact-lists', {
        as: { user: 'cw-owner' },
        body: { name: '  Q3   targets ' },
      })
      expect(created.statusCode).toBe(201)
      const list = created.json()
      expect(list).toMatchObject({ name: 'Q3 targets', size: 0 })
      const again = await api.call('POST', '/api/contact-lists', {
        as: { user: 'cw-owner' },
        body: { name: 'q3 TARGETS' },
      })
      expect([again.statusCode, again.json().code]).toEqual([409, 'LIST_NAME_TAKEN'])
      const blank = await api.call('POST', '/api/contact-lists', {
        as: { user: 'cw-owner' },
        body: { name: '   ' },
      })
      expect([blank.statusCode, blank.json().code]).toEqual([400, 'INVALID_LIST_NAME'])
      const ids = [people[0]?.profileId, people[1]?.profileId, people[5]?.profileId]
      const added = await api.call('POST', `/api/contact-lists/${list.id}/members`, {
        as: { user: 'cw-owner' },
        body: { linkedinIds: ids },
      })
      // The sixth person was never revealed by this user: left out.
      expect(added.json()).toEqual({ added: 2 })
      const inList = (await contacts('cw-owner', { listId: list.id })).json()
      expect(inList.total).toBe(2)
      expect(inList.contacts[0].lists).toEqual([list.id])
      for (const [method, url, body] of [
        ['PATCH', `/api/contact-lists/${list.id}`, { name: 'Mine now' }],
        ['DELETE', `/api/contact-lists/${list.id}`, undefined],
        ['POST', `/api/contact-lists/${list.id}/members`, { linkedinIds: ids }],
        ['POST', `/api/contact-lists/${list.id}/members/remove`, { linkedinIds: ids }],
      ] as const) {
        const refused = await api.call(method, url, {
          as: { user: 'cw-stranger' },
          ...(body ? { body } : {}),
        })
        expect([refused.statusCode, refused.json().code], `${method} ${url}`).toEqual([404, 'LIST_NOT_FOUND'])
      }
      expect((await api.call('GET', '/api/contact-lists', { as: { user: 'cw-stranger' } })).json()).toEqual({
        lists: [],
      })
      expect((await contacts('cw-stranger', { listId: list.id })).json().total).toBe(0)
      const renamed = await api.call('PATCH', `/api/contact-lists/${list.id}`, {
        as: { user: 'cw-owner' },
        body: { name: 'Key accounts' },
      })
      expect(renamed.json()).toEqual({ id: list.id, name: 'Key accounts' })
      const removed = await api.call('POST', `/api/contact-lists/${list.id}/members/remove`, {
        as: { user: 'cw-owner' },
        body: { linkedinIds: [people[0]?.profileId] },
      })
      expect(removed.json()).toEqual({ removed: 1 })
      expect(
        (await api.call('GET', '/api/contact-lists', { as: { user: 'cw-owner' } })).json().lists,
      ).toMatchObject([{ id: list.id, name: 'Key accounts', size: 1 }])
      expect(
        (await api.call('DELETE', `/api/contact-lists/${list.id}`, { as: { user: 'cw-owner' } })).json(),
      ).toEqual({ deleted: true })
      expect((await contacts('cw-owner')).json().total).toBe(4)
    })

    it('adds people to a new list through the use case a bulk job will call', async () => {
      const add = await api.container.getAsync(ContactsWorkspaceTokens.AddContactsToList)
      const caller = { userId: 'cw-owner', isAdmin: false, username: 'cw-owner', email: null, avatar: null }
      const done = await add.execute(
        caller,
        { newListName: 'From bulk' },
        people.map((p) => p.profileId as ProfileId),
      )
      expect(done).toMatchObject({ _tag: 'AddedToList', added: 4 })
    })

    it('exports a filtered view as CSV and XLSX, free, defused', async () => {
      const csv = await api.call('GET', '/api/contacts/export.csv', {
        as: { user: 'cw-owner' },
        query: { search: people[0]?.name ?? '' },
      })
      expect(csv.statusCode).toBe(200)
      expect(csv.headers['content-type']).toContain('text/csv')
      expect(csv.headers['content-disposition']).toMatch(
        /attachment; filename="leadlens-contacts-\d{4}-\d{2}-\d{2}\.csv"/,
      )
      expect(csv.body.startsWith('\uFEFFname,title,company,domain,profile_url,email,email_verdict')).toBe(
        true,
      )
      expect(csv.body).toContain(people[0]?.name)
      const xlsx = await api.call('GET', '/api/contacts/export.xlsx', { as: { user: 'cw-owner' } })
      expect(xlsx.statusCode).toBe(200)
      const book = new ExcelJS.Workbook()
      await book.xlsx.load(
        xlsx.rawPayload.buffer.slice(
          xlsx.rawPayload.byteOffset,
          xlsx.rawPayload.byteOffset + xlsx.rawPayload.byteLength,
        ) as ArrayBuffer,
      )
      const sheet = book.getWorksheet('Contacts')
      expect(sheet?.rowCount).toBe(5)
      expect(sheet?.getRow(1).getCell(1).value).toBe('name')
      const ledger = await api.container.getAsync(T.CreditLedger)
      const before = await ledger.buckets('cw-owner')
      await api.call('GET', '/api/contacts/export.csv', { as: { user: 'cw-owner' } })
      expect(await ledger.buckets('cw-owner')).toEqual(before)
    })

    it('queues a re-verify once a day per contact, free', async () => {
      const ids = [people[0]?.profileId, people[1]?.profileId, 'never-revealed']
      const first = await api.call('POST', '/api/contacts/reverify', {
        as: { user: 'cw-owner' },
        body: { linkedinIds: ids },
      })
      expect(first.statusCode).toBe(202)
      expect(first.json()).toEqual({ queued: 2, tooSoon: 0, noEmail: 0, notHeld: 1 })
      const again = await api.call('POST', '/api/contacts/reverify', {
        as: { user: 'cw-owner' },
        body: { linkedinIds: ids },
      })
      expect(again.json()).toEqual({ queued: 0, tooSoon: 2, noEmail: 0, notHeld: 1 })
      const page = (await contacts('cw-owner')).json()
      const asked = page.contacts.find((c: { linkedinId: string }) => c.linkedinId === people[0]?.profileId)
      expect(asked.reverifyAfter).not.toBeNull()
    })
  })

  // What the Contacts page relies on, through the browser's own client (the old gateway suite's checks).
  describe('through the browser’s contract client', () => {
    const as = (user: string) =>
      contractClient(WorkspaceCalls, injectTransport(api.app), () => api.token(user))
    const NONE = { contacts: [], next: null, total: 0, more: false }

    it('shows a new user no contacts, counted, and a filtered view the same', async () => {
      const fresh = as('cw-client-new')
      expect(await fresh.listContacts({ query: { sort: 'revealed', direction: 'desc', limit: 50 } })).toEqual(
        NONE,
      )
      expect(await fresh.listContacts({ query: { search: 'ada', verdict: 'none' } })).toEqual(NONE)
    })

    it('adds and takes out only people the user holds, re-verifies only those; lists stay per user', async () => {
      const owner = as('cw-client-owner')
      const made = await owner.createContactList({ body: { name: 'Nobody yet' } })
      if (!('id' in made)) throw new Error(`no list made: ${JSON.stringify(made)}`)
      const id = made.id
      const body = { linkedinIds: ['never-revealed'] }
      expect(await owner.addToContactList({ params: { id }, body })).toEqual({ added: 0 })
      expect(await owner.removeFromContactList({ params: { id }, body })).toEqual({ removed: 0 })
      expect(await owner.addToContactList({ params: { id: 'no-such-list' }, body })).toMatchObject({
        status: 404,
        code: 'LIST_NOT_FOUND',
      })
      expect(await owner.reverifyContacts({ body })).toEqual({
        queued: 0,
        tooSoon: 0,
        noEmail: 0,
        notHeld: 1,
      })
      expect(await as('cw-client-other').deleteContactList({ params: { id } })).toMatchObject({
        status: 404,
        code: 'LIST_NOT_FOUND',
      })
      expect(await owner.deleteContactList({ params: { id } })).toEqual({ deleted: true })
      expect(await owner.listContactLists()).toEqual({ lists: [] })
    })

    it('exports a view as CSV text with its header, and as an XLSX workbook with its name', async () => {
      const owner = as('cw-owner')
      const csv = await owner.exportContactsCsv({ query: {} })
      if (typeof csv !== 'string') throw new Error(`no CSV: ${JSON.stringify(csv)}`)
      // The byte-order mark may be read away by the text decoder; saving the file puts it back.
      expect(csv.replace(/^\uFEFF/u, '').slice(0, 43)).toBe('name,title,company,domain,profile_url,email')
      const xlsx = await owner.exportContactsXlsx({ query: { verdict: 'valid' } })
      if (!('bytes' in xlsx)) throw new Error(`no workbook: ${JSON.stringify(xlsx)}`)
      expect(xlsx.filename).toMatch(/^leadlens-contacts-\d{4}-\d{2}-\d{2}\.xlsx$/)
      expect([...xlsx.bytes.slice(0, 2)]).toEqual([0x50, 0x4b])
    })
  })
})
