import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ContactsWorkspace } from '../../src/application/server/ports/contacts-workspace.port.ts'
import {
  CONTACT_SORTS,
  type ContactCursor,
  type ContactQuery,
  SORT_DIRECTIONS,
} from '../../src/domain/contacts-workspace/contact-query.ts'
import type { EmailVerdict } from '../../src/domain/email/email-verdict.ts'
import type { ProfileId } from '../../src/domain/profiles/profile-id.ts'
import { instant } from '../../src/domain/shared/instant.ts'

/** How a suite puts the world in place: the source's people, and what users revealed of them. */
export type WorkspaceWorld = {
  person(p: {
    readonly id: string
    readonly name: string
    readonly company?: { readonly id: string; readonly name: string; readonly domain: string }
    readonly emails?: readonly {
      readonly address: string
      readonly status: EmailVerdict
      readonly checkedDay: number
    }[]
    readonly phones?: readonly string[]
  }): Promise<void>
  reveal(
    userId: string,
    profileId: string,
    parts: { emails: boolean; phones: boolean },
    day: number,
  ): Promise<void>
  verdict(address: string, status: EmailVerdict, day: number): Promise<void>
  erase(profileId: string): Promise<void>
}

export type OpenedWorkspace = {
  readonly workspace: ContactsWorkspace
  readonly world: WorkspaceWorld
  close(): Promise<void>
}

const day = (n: number) => instant(Date.UTC(2026, 0, n))
const id = (s: string) => s as ProfileId
let last = 0
const aUser = () => `ws-${++last}-${Math.random().toString(36).slice(2, 8)}`
const first = (q: Partial<ContactQuery> = {}): ContactQuery => ({
  filter: {},
  sort: 'revealed',
  direction: 'desc',
  limit: 50,
  ...q,
})

export const contactsWorkspaceContract = (name: string, open: () => Promise<OpenedWorkspace>) =>
  describe(`ContactsWorkspace contract: ${name}`, () => {
    let opened: OpenedWorkspace
    let ws: ContactsWorkspace
    let world: WorkspaceWorld
    const acme = { id: 'acme', name: 'Acme Robotics', domain: 'acme.example' }
    const bright = { id: 'bright', name: 'Brightfold', domain: 'brightfold.example' }

    beforeAll(async () => {
      opened = await open()
      ws = opened.workspace
      world = opened.world
      await world.person({
        id: 'ada-l',
        name: 'Ada Lovelace',
        company: acme,
        emails: [
          { address: 'ada@acme.example', status: 'unknown', checkedDay: 1 },
          { address: 'a.lovelace@acme.example', status: 'valid', checkedDay: 2 },
        ],
        phones: ['+4915112345678'],
      })
      await world.person({
        id: 'grace-h',
        name: 'Grace Hopper',
        company: bright,
        emails: [{ address: 'grace@brightfold.example', status: 'accept_all', checkedDay: 1 }],
      })
      await world.person({ id: 'li-wei', name: '李伟', company: acme })
      for (let i = 0; i < 30; i++)
        await world.person({
          id: `p-${String(i).padStart(2, '0')}`,
          name: `Person ${i % 7}`,
          company: i % 2 ? acme : bright,
        })
    }, 120_000)
    afterAll(() => opened.close())

    it('shows a revealed person as the source holds them, of the parts revealed only', async () => {
      const user = aUser()
      await world.reveal(user, 'ada-l', { emails: false, phones: true }, 3)
      const [phonesOnly] = (await ws.page(user, first(), true)).contacts
      expect(phonesOnly).toMatchObject({
        profileId: 'ada-l',
        name: 'Ada Lovelace',
        companyName: 'Acme Robotics',
        companyDomain: 'acme.example',
        email: null,
        verdict: null,
        phone: '+4915112345678',
        revealed: { emails: false, phones: true },
        revealedAt: day(3),
      })
      await world.reveal(user, 'ada-l', { emails: true, phones: false }, 4)
      const page = await ws.page(user, first(), true)
      expect(page.total).toEqual({ count: 1, more: false })
      expect(page.contacts[0]).toMatchObject({
        email: 'a.lovelace@acme.example',
        verdict: 'valid',
        checkedAt: day(2),
        phone: '+4915112345678',
        revealed: { emails: true, phones: true },
      })
    })

    it('shows one user’s contacts and lists to that user only', async () => {
      const [owner, other] = [aUser(), aUser()]
      await world.reveal(owner, 'grace-h', { emails: true, phones: true }, 2)
      expect((await ws.page(other, first(), true)).contacts).toEqual([])
      expect((await ws.page(other, first(), true)).total).toEqual({ count: 0, more: false })
      await ws.createList(owner, { id: `${owner}-l`, name: 'Mine', at: day(2) })
      expect(await ws.lists(other)).toEqual([])
      expect(await ws.renameList(other, `${owner}-l`, 'Taken')).toBe('notFound')
      expect(await ws.addToList(other, `${owner}-l`, [id('grace-h')], day(3))).toEqual({
        _tag: 'ListNotFound',
      })
      expect(await ws.removeFromList(other, `${owner}-l`, [id('grace-h')])).toEqual({ _tag: 'ListNotFound' })
      expect(await ws.deleteList(other, `${owner}-l`)).toBe(false)
      expect(await ws.held(other, [id('grace-h')])).toEqual([])
      // Another user's list id as a filter finds nothing.
      expect((await ws.page(other, first({ filter: { listId: `${owner}-l` } }), true)).total).toEqual({
        count: 0,
        more: false,
      })
      expect((await ws.lists(owner)).map((l) => l.name)).toEqual(['Mine'])
    })

    it('pages through every contact exactly once in each sort and direction (keyset)', async () => {
      const user = aUser()
      for (let i = 0; i < 30; i++)
        await world.reveal(
          user,
          `p-${String(i).padStart(2, '0')}`,
          { emails: true, phones: false },
          1 + (i % 5),
        )
      for (const sort of CONTACT_SORTS)
        for (const direction of SORT_DIRECTIONS) {
          const seen: string[] = []
          let after: ContactCursor | undefined
          for (let guard = 0; guard < 10; guard++) {
            const page = await ws.page(
              user,
              first({ sort, direction, limit: 7, ...(after ? { after } : {}) }),
              false,
            )
            seen.push(...page.contacts.map((c) => c.profileId))
            after = page.next
            if (after === undefined) break
          }
          expect(new Set(seen).size, `${sort} ${direction}`).toBe(30)
          expect(seen).toHaveLength(30)
        }
      const newest = await ws.page(user, first({ limit: 30 }), true)
      const times = newest.contacts.map((c) => c.revealedAt)
      expect(times).toEqual(times.toSorted((a, b) => b - a))
      expect(newest.total).toEqual({ count: 30, more: false })
      const byName = (await ws.page(user, first({ sort: 'name', direction: 'asc', limit: 30 }), false))
        .contacts
      expect(byName.map((c) => c.name)).toEqual(byName.map((c) => c.name).toSorted())
    })

    it('searches name, company and the revealed email; filters by company, verdict, date and list', async () => {
      const user = aUser()
      await world.reveal(user, 'ada-l', { emails: true, phones: false }, 5)
      await world.reveal(user, 'grace-h', { emails: false, phones: true }, 6)
      await world.reveal(user, 'li-wei', { emails: true, phones: true }, 7)
      const ids = async (filter: ContactQuery['filter']) =>
        (await ws.page(user, first({ filter }), true)).contacts.map((c) => c.profileId).toSorted()
      expect(await ids({ search: 'LOVEL' })).toEqual(['ada-l'])
      expect(await ids({ search: '李' })).toEqual(['li-wei'])
      expect(await ids({ search: 'acme rob' })).toEqual(['ada-l', 'li-wei'])
      expect(await ids({ search: 'a.lovelace@' })).toEqual(['ada-l'])
      // Grace's email was not revealed: searching it must not find her.
      expect(await ids({ search: 'grace@' })).toEqual([])
      expect(await ids({ search: '100%_' })).toEqual([])
      expect(await ids({ company: ' acme robotics ' })).toEqual(['ada-l', 'li-wei'])
      expect(await ids({ company: 'https://www.brightfold.example' })).toEqual(['grace-h'])
      expect(await ids({ verdict: 'valid' })).toEqual(['ada-l'])
      expect(await ids({ verdict: 'none' })).toEqual(['grace-h', 'li-wei'])
      expect(await ids({ revealedFrom: '2026-01-06', revealedTo: '2026-01-06' })).toEqual(['grace-h'])
      expect(await ids({ revealedFrom: '2026-01-06' })).toEqual(['grace-h', 'li-wei'])
      const list = `${user}-vip`
      expect(await ws.createList(user, { id: list, name: 'VIP', at: day(8) })).toBe(true)
      expect(await ws.addToList(user, list, [id('ada-l'), id('li-wei'), id('not-held')], day(8))).toEqual({
        _tag: 'ListChanged',
        changed: 2,
      })
      expect(await ids({ listId: list })).toEqual(['ada-l', 'li-wei'])
      expect(await ids({ listId: list, verdict: 'none' })).toEqual(['li-wei'])
    })

    it('keeps lists: names once per user in any case, rename, several lists a person, delete keeps contacts', async () => {
      const user = aUser()
      await world.reveal(user, 'ada-l', { emails: true, phones: true }, 2)
      expect(await ws.createList(user, { id: `${user}-a`, name: 'Investors', at: day(2) })).toBe(true)
      expect(await ws.createList(user, { id: `${user}-b`, name: 'INVESTORS', at: day(2) })).toBe(false)
      expect(await ws.createList(user, { id: `${user}-c`, name: 'Hiring', at: day(3) })).toBe(true)
      expect(await ws.renameList(user, `${user}-c`, 'investors')).toBe('nameTaken')
      expect(await ws.renameList(user, `${user}-c`, 'Candidates')).toBe('renamed')
      expect(await ws.renameList(user, `${user}-c`, 'candidates')).toBe('renamed')
      expect(await ws.addToList(user, `${user}-a`, [id('ada-l')], day(3))).toEqual({
        _tag: 'ListChanged',
        changed: 1,
      })
      expect(await ws.addToList(user, `${user}-a`, [id('ada-l')], day(3))).toEqual({
        _tag: 'ListChanged',
        changed: 0,
      })
      expect(await ws.addToList(user, `${user}-c`, [id('ada-l')], day(4))).toEqual({
        _tag: 'ListChanged',
        changed: 1,
      })
      const page = await ws.page(user, first(), false)
      expect(page.listsOf.get(id('ada-l'))).toEqual([`${user}-a`, `${user}-c`])
      expect((await ws.lists(user)).map((l) => [l.name, l.size])).toEqual([
        ['candidates', 1],
        ['Investors', 1],
      ])
      expect(await ws.removeFromList(user, `${user}-a`, [id('ada-l')])).toEqual({
        _tag: 'ListChanged',
        changed: 1,
      })
      expect(await ws.deleteList(user, `${user}-c`)).toBe(true)
      expect(await ws.deleteList(user, `${user}-c`)).toBe(false)
      expect((await ws.page(user, first(), true)).total).toEqual({ count: 1, more: false })
      expect((await ws.page(user, first(), false)).listsOf.get(id('ada-l'))).toBeUndefined()
    })

    it('follows the source: a new verdict shows, an erased person leaves', async () => {
      const user = aUser()
      await world.person({
        id: 'temp-1',
        name: 'Tempo',
        emails: [{ address: 'tempo@x.example', status: 'valid', checkedDay: 1 }],
      })
      await world.reveal(user, 'temp-1', { emails: true, phones: true }, 2)
      await world.verdict('tempo@x.example', 'invalid', 9)
      expect((await ws.page(user, first(), false)).contacts[0]).toMatchObject({
        verdict: 'invalid',
        checkedAt: day(9),
      })
      await ws.createList(user, { id: `${user}-t`, name: 'Temp', at: day(9) })
      await ws.addToList(user, `${user}-t`, [id('temp-1')], day(9))
      await world.erase('temp-1')
      expect((await ws.page(user, first(), true)).total).toEqual({ count: 0, more: false })
      // Gone from the user's lists too.
      expect((await ws.page(user, first({ filter: { listId: `${user}-t` } }), true)).total).toEqual({
        count: 0,
        more: false,
      })
      expect((await ws.lists(user)).map((l) => l.size)).toEqual([0])
    })

    it('remembers when a re-verify was asked', async () => {
      const user = aUser()
      await world.reveal(user, 'grace-h', { emails: true, phones: false }, 2)
      await ws.markReverifyRequested(user, [id('grace-h')], day(5))
      expect(
        (await ws.held(user, [id('grace-h'), id('ada-l')])).map((c) => [c.profileId, c.reverifyRequestedAt]),
      ).toEqual([['grace-h', day(5)]])
    })
  })
