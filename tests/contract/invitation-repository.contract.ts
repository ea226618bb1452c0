import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type {
  InvitationDraft,
  InvitationRepository,
  StoredInvitation,
  StoredUsage,
} from '../../src/application/server/ports/invitation.repository.port.ts'
import { type Instant, instant } from '../../src/domain/shared/instant.ts'
import { fen } from '../../src/domain/shared/money.ts'

export type OpenedInvitations = {
  readonly repo: InvitationRepository
  /** Writes a usage the way order settlement does (the port only reads them). */
  recordUsage(usage: StoredUsage): Promise<void>
  close(): Promise<void>
}

// Tests share one store per file (PGlite takes seconds to start), so each uses ids and codes of its own.
let last = 0
const unique = () => `${++last}X${Math.random().toString(36).slice(2, 8)}`.toUpperCase()
const anId = () => `inv-${unique().toLowerCase()}`
const aCode = () => `C${unique()}`

const at = (ms: number): Instant => instant(ms)
const now = at(1_700_000_000_000)

const aDraft = (overrides: Partial<InvitationDraft> = {}): InvitationDraft => ({
  distributor: { name: 'Acme Trading', email: 'sales@acme.example', remark: 'trade fair' },
  inviteCode: aCode(),
  discountAmount: fen(5_000),
  ...overrides,
})

const aUsage = (invitationId: string, ms: number, overrides: Partial<StoredUsage> = {}): StoredUsage => ({
  id: `use-${unique().toLowerCase()}`,
  invitationId,
  orderId: `order-${unique().toLowerCase()}`,
  userId: `user-${unique().toLowerCase()}`,
  userName: 'ada',
  userEmail: 'ada@x.example',
  originalAmount: fen(35_000),
  discountAmount: fen(5_000),
  finalAmount: fen(30_000),
  createdAt: at(ms),
  ...overrides,
})

/** What every InvitationRepository must do, whatever keeps the data (DESIGN rule 12). */
export const invitationRepositoryContract = (name: string, open: () => Promise<OpenedInvitations>) => {
  describe(`InvitationRepository contract: ${name}`, () => {
    let opened: OpenedInvitations | undefined
    const store = () => opened ?? expect.fail('the store did not open')
    const repo = () => store().repo
    const created = async (draft = aDraft(), id = anId(), when = now): Promise<StoredInvitation> => {
      const result = await repo().create(id, draft, when)
      if ('_tag' in result) return expect.fail(`create refused: ${result._tag}`)
      return result
    }
    const listedIds = async (ids: readonly string[]) =>
      (await repo().list()).map((i) => i.id).filter((id) => ids.includes(id))
    beforeAll(async () => {
      opened = await open()
    }, 60_000)
    afterAll(() => opened?.close())

    it('creates an active invitation with a distributor of its own, read back by id, code and list', async () => {
      const id = anId()
      const draft = aDraft()
      const invitation = await created(draft, id)
      expect(invitation).toEqual({
        id,
        distributor: { id: invitation.distributor.id, ...draft.distributor },
        inviteCode: draft.inviteCode,
        discountAmount: draft.discountAmount,
        status: 'ACTIVE',
        createdAt: now,
        updatedAt: now,
      })
      expect(await repo().find(id)).toEqual(invitation)
      expect(await repo().findByCode(draft.inviteCode)).toEqual(invitation)
      expect((await repo().list()).find((i) => i.id === id)).toEqual(invitation)
      const other = await created(
        aDraft({ distributor: { name: 'Acme Trading', email: null, remark: null } }),
      )
      expect(other.distributor).toEqual({
        id: other.distributor.id,
        name: 'Acme Trading',
        email: null,
        remark: null,
      })
      expect(other.distributor.id).not.toBe(invitation.distributor.id)
    })

    it('refuses a code a live invitation holds, and writes nothing', async () => {
      const first = await created()
      const id = anId()
      const again = await repo().create(id, aDraft({ inviteCode: first.inviteCode }), now)
      expect(again).toEqual({ _tag: 'InviteCodeTaken', inviteCode: first.inviteCode })
      expect(await repo().find(id)).toBeUndefined()
      expect(await repo().findByCode(first.inviteCode)).toEqual(first)
    })

    it('of 10 creates of one code at once, exactly one wins', async () => {
      const code = aCode()
      const ids = Array.from({ length: 10 }, anId)
      const results = await Promise.all(ids.map((id) => repo().create(id, aDraft({ inviteCode: code }), now)))
      expect(results.filter((r) => !('_tag' in r))).toHaveLength(1)
      expect(results.filter((r) => '_tag' in r && r._tag === 'InviteCodeTaken')).toHaveLength(9)
      expect(await listedIds(ids)).toHaveLength(1)
    })

    it('of 10 edits moving different invitations to one code at once, exactly one wins', async () => {
      const code = aCode()
      const invitations = await Promise.all(Array.from({ length: 10 }, () => created()))
      const results = await Promise.all(
        invitations.map((i) => repo().update(i.id, aDraft({ inviteCode: code }), at(now + 1))),
      )
      expect(results.filter((r) => r !== undefined && !('_tag' in r))).toHaveLength(1)
      const holders = (await repo().list()).filter((i) => i.inviteCode === code)
      expect(holders).toHaveLength(1)
    })

    it('refuses what the database would refuse: a code not normalised, no discount, an id in use', async () => {
      await expect(
        repo().create(anId(), aDraft({ inviteCode: ` ${aCode().toLowerCase()}` }), now),
      ).rejects.toThrow()
      await expect(repo().create(anId(), aDraft({ discountAmount: fen(0) }), now)).rejects.toThrow()
      const first = await created()
      await expect(repo().create(first.id, aDraft(), now)).rejects.toThrow()
      expect(await repo().find(first.id)).toEqual(first)
    })

    it('finds a code case-insensitively, whatever its status', async () => {
      const invitation = await created()
      await repo().setStatus(invitation.id, 'INACTIVE', at(now + 5))
      const found = await repo().findByCode(`  ${invitation.inviteCode.toLowerCase()} `)
      expect(found).toMatchObject({ id: invitation.id, status: 'INACTIVE' })
      expect(await repo().findByCode(aCode())).toBeUndefined()
    })

    it('an edit replaces distributor, code and discount and keeps id, distributor id, status and creation', async () => {
      const invitation = await created()
      await repo().setStatus(invitation.id, 'INACTIVE', at(now + 1))
      const draft = aDraft({
        distributor: { name: 'Globex', email: null, remark: 'renamed' },
        discountAmount: fen(1),
      })
      const updated = await repo().update(invitation.id, draft, at(now + 2))
      const expected: StoredInvitation = {
        id: invitation.id,
        distributor: { id: invitation.distributor.id, ...draft.distributor },
        inviteCode: draft.inviteCode,
        discountAmount: fen(1),
        status: 'INACTIVE',
        createdAt: now,
        updatedAt: at(now + 2),
      }
      expect(updated).toEqual(expected)
      expect(await repo().find(invitation.id)).toEqual(expected)
      expect(await repo().findByCode(invitation.inviteCode)).toBeUndefined()
    })

    it('an edit may keep its own code, but not take one another live invitation holds', async () => {
      const mine = await created()
      const theirs = await created()
      const kept = await repo().update(mine.id, aDraft({ inviteCode: mine.inviteCode }), at(now + 1))
      expect(kept).toMatchObject({ id: mine.id, inviteCode: mine.inviteCode })
      const stolen = await repo().update(mine.id, aDraft({ inviteCode: theirs.inviteCode }), at(now + 2))
      expect(stolen).toEqual({ _tag: 'InviteCodeTaken', inviteCode: theirs.inviteCode })
      expect(await repo().find(mine.id)).toEqual(kept)
      expect(await repo().find(theirs.id)).toEqual(theirs)
    })

    it('sets a status (the same one again changes nothing but the time) and reads it back', async () => {
      const invitation = await created()
      const off = await repo().setStatus(invitation.id, 'INACTIVE', at(now + 1))
      expect(off).toEqual({ ...invitation, status: 'INACTIVE', updatedAt: at(now + 1) })
      expect(await repo().setStatus(invitation.id, 'INACTIVE', at(now + 2))).toMatchObject({
        status: 'INACTIVE',
      })
      expect(await repo().setStatus(invitation.id, 'ACTIVE', at(now + 3))).toMatchObject({ status: 'ACTIVE' })
      expect(await repo().find(invitation.id)).toMatchObject({ status: 'ACTIVE', updatedAt: at(now + 3) })
    })

    it('knows nothing of an unknown id', async () => {
      const id = anId()
      expect(await repo().find(id)).toBeUndefined()
      expect(await repo().update(id, aDraft(), now)).toBeUndefined()
      expect(await repo().setStatus(id, 'INACTIVE', now)).toBeUndefined()
      expect(await repo().delete(id, now)).toBe(false)
      expect(await repo().usageHistory(id)).toEqual([])
    })

    it('a deleted invitation is gone from every method, and its code is free again', async () => {
      const invitation = await created()
      await store().recordUsage(aUsage(invitation.id, now + 1))
      expect(await repo().delete(invitation.id, at(now + 2))).toBe(true)
      expect(await repo().delete(invitation.id, at(now + 3))).toBe(false)
      expect(await repo().find(invitation.id)).toBeUndefined()
      expect(await repo().findByCode(invitation.inviteCode)).toBeUndefined()
      expect(await listedIds([invitation.id])).toEqual([])
      expect(await repo().update(invitation.id, aDraft(), at(now + 3))).toBeUndefined()
      expect(await repo().setStatus(invitation.id, 'INACTIVE', at(now + 3))).toBeUndefined()
      expect(await repo().usageHistory(invitation.id)).toEqual([])

      const reborn = await created(aDraft({ inviteCode: invitation.inviteCode }))
      expect(await repo().findByCode(invitation.inviteCode)).toEqual(reborn)
      // …and an edit may take it too, once the new holder is deleted in turn.
      await repo().delete(reborn.id, at(now + 4))
      const other = await created()
      const moved = await repo().update(other.id, aDraft({ inviteCode: invitation.inviteCode }), at(now + 5))
      expect(moved).toMatchObject({ id: other.id, inviteCode: invitation.inviteCode })
    })

    it('lists newest first', async () => {
      const ids = [anId(), anId(), anId()]
      const [a, b, c] = ids as [string, string, string]
      await created(aDraft(), b, at(now + 20))
      await created(aDraft(), a, at(now + 10))
      await created(aDraft(), c, at(now + 30))
      expect(await listedIds(ids)).toEqual([c, b, a])
    })

    it("reads back an invitation's usages, newest first, and no one else's", async () => {
      const invitation = await created()
      const other = await created()
      const older = aUsage(invitation.id, now + 10, { userEmail: null })
      const newer = aUsage(invitation.id, now + 20, {
        originalAmount: fen(2_000),
        discountAmount: fen(2_000),
        finalAmount: fen(0),
      })
      await store().recordUsage(older)
      await store().recordUsage(newer)
      await store().recordUsage(aUsage(other.id, now + 15))
      expect(await repo().usageHistory(invitation.id)).toEqual([newer, older])
      expect(await repo().usageHistory(other.id)).toHaveLength(1)
      // Status does not hide history: an inactive code's past orders still count.
      await repo().setStatus(invitation.id, 'INACTIVE', at(now + 30))
      expect(await repo().usageHistory(invitation.id)).toHaveLength(2)
    })
  })
}
