import { describe, expect, it } from 'vitest'
import type { ContactsWorkspaceGateway } from '../../src/application/browser/ports/contacts-workspace.gateway.port.ts'

/** A gateway, and a bearer token of a user with no contacts and no lists yet. */
export type OpenedContactsGateway = { readonly gateway: ContactsWorkspaceGateway; readonly user: string }

const first = { filter: {}, sort: 'revealed', direction: 'desc', limit: 50 } as const

export const contactsWorkspaceGatewayContract = (name: string, open: () => Promise<OpenedContactsGateway>) =>
  describe(`ContactsWorkspaceGateway contract: ${name}`, () => {
    it('shows a new user no contacts, counted, and a filtered view the same', async () => {
      const { gateway, user } = await open()
      expect(await gateway.contacts(user, first)).toEqual({ contacts: [], next: null, total: 0, more: false })
      expect(await gateway.contacts(user, { ...first, filter: { search: 'ada', verdict: 'none' } })).toEqual({
        contacts: [],
        next: null,
        total: 0,
        more: false,
      })
    })

    it('keeps lists: create, a name once in any case, rename, delete; a list not the user’s is not found', async () => {
      const { gateway, user } = await open()
      const made = await gateway.createList(user, '  Q3   targets ')
      expect(made).toMatchObject({ name: 'Q3 targets', size: 0 })
      if (!('id' in made)) throw new Error('no list made')
      expect(await gateway.createList(user, 'q3 TARGETS')).toMatchObject({
        status: 409,
        code: 'LIST_NAME_TAKEN',
      })
      expect(await gateway.createList(user, '   ')).toMatchObject({ status: 400, code: 'INVALID_LIST_NAME' })
      expect(await gateway.renameList(user, made.id, 'Key accounts')).toEqual({ name: 'Key accounts' })
      expect(await gateway.lists(user)).toMatchObject([{ id: made.id, name: 'Key accounts', size: 0 }])
      const other = await open()
      expect(await other.gateway.renameList(other.user, made.id, 'Mine')).toMatchObject({
        status: 404,
        code: 'LIST_NOT_FOUND',
      })
      expect(await other.gateway.deleteList(other.user, made.id)).toMatchObject({
        status: 404,
        code: 'LIST_NOT_FOUND',
      })
      expect(await gateway.deleteList(user, made.id)).toEqual({ deleted: true })
      expect(await gateway.lists(user)).toEqual([])
    })

    it('adds only people the user holds, and re-verifies only those', async () => {
      const { gateway, user } = await open()
      const made = await gateway.createList(user, 'Nobody yet')
      if (!('id' in made)) throw new Error('no list made')
      expect(await gateway.addToList(user, made.id, ['never-revealed'])).toEqual({ added: 0 })
      expect(await gateway.removeFromList(user, made.id, ['never-revealed'])).toEqual({ removed: 0 })
      expect(await gateway.addToList(user, 'no-such-list', ['never-revealed'])).toMatchObject({
        status: 404,
        code: 'LIST_NOT_FOUND',
      })
      expect(await gateway.reverify(user, ['never-revealed'])).toEqual({
        queued: 0,
        tooSoon: 0,
        noEmail: 0,
        notHeld: 1,
      })
    })

    it('exports a view as CSV with its header, and as an XLSX workbook', async () => {
      const { gateway, user } = await open()
      const csv = await gateway.exportFile(user, 'csv', {})
      expect(csv).toMatchObject({
        format: 'csv',
        filename: expect.stringMatching(/^leadlens-contacts-.*\.csv$/),
      })
      // The byte-order mark may be read away by the text decoder; saving the file puts it back.
      if ('csv' in csv)
        expect(csv.csv.replace(/^\uFEFF/u, '').slice(0, 43)).toBe(
          'name,title,company,domain,profile_url,email',
        )
      const xlsx = await gateway.exportFile(user, 'xlsx', { verdict: 'valid' })
      expect(xlsx).toMatchObject({ format: 'xlsx', filename: expect.stringMatching(/\.xlsx$/) })
      if ('bytes' in xlsx) expect([...xlsx.bytes.slice(0, 2)]).toEqual([0x50, 0x4b])
    })
  })
