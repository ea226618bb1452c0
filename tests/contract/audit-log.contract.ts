import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AuditLogRepository } from '../../src/application/server/ports/audit-log.repository.port.ts'
import {
  AUDIT_ACTIONS,
  type AuditEntry,
  type AuditValue,
  type NewAuditEntry,
  TARGET_TYPE_OF,
} from '../../src/domain/audit/audit-entry.ts'
import { AUDIT_FIELDS } from '../../src/domain/audit/audit-fields.ts'
import { at } from '../../src/domain/credits/credits.fixture.ts'

export type OpenedAuditLog = { readonly repo: AuditLogRepository; close(): Promise<void> }

// Tests share one store per file (PGlite takes seconds to start), and the log has no per-user view: each
// test writes later than every earlier one, so its entries head the log when it reads.
let epoch = 1_000_000
const laterThanAll = (): number => {
  epoch += 1_000_000
  return epoch
}

const root = { _tag: 'User', userId: 'admin-1', username: 'root' } as const

const anEntry = (t: number, more: Partial<NewAuditEntry> = {}): NewAuditEntry => ({
  actor: root,
  action: 'invitation.status',
  target: { type: 'invitation', id: `inv-${t}` },
  details: { status: { from: 'ACTIVE', to: 'INACTIVE' } },
  at: at(t),
  ...more,
})

// What PostgreSQL text can hold: no NUL, no lone surrogate (grapheme strings are well formed).
const aText = fc.string({ unit: 'grapheme', maxLength: 12 }).filter((s) => !s.includes('\u0000'))
const aValue: fc.Arbitrary<AuditValue> = fc.oneof(
  aText,
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }).filter((n) => !Object.is(n, -0)),
  fc.boolean(),
  fc.constant(null),
)
const aNewEntry = (t: fc.Arbitrary<number>): fc.Arbitrary<NewAuditEntry> =>
  fc.constantFrom(...AUDIT_ACTIONS).chain((action) =>
    fc.record({
      actor: fc.oneof(
        fc.constant({ _tag: 'System' } as const),
        fc.record({ _tag: fc.constant('User' as const), userId: aText, username: aText }),
      ),
      action: fc.constant(action),
      target: fc.record({ type: fc.constant(TARGET_TYPE_OF[action]), id: aText }),
      details: fc.dictionary(
        fc.constantFrom(...AUDIT_FIELDS[action]),
        fc.record({ from: aValue, to: aValue }),
        { noNullPrototype: true },
      ),
      at: t.map(at),
    }),
  )

const withoutId = ({ id: _, ...entry }: AuditEntry): NewAuditEntry => entry

/** What every AuditLogRepository must do, whatever keeps the data (DESIGN rule 12). */
export const auditLogContract = (name: string, open: () => Promise<OpenedAuditLog>) => {
  describe(`AuditLogRepository contract: ${name}`, () => {
    let opened: OpenedAuditLog | undefined
    const repo = () => opened?.repo ?? expect.fail('the store did not open')
    const appendAll = async (entries: readonly NewAuditEntry[]) => {
      // One at a time: the order of writing is part of what is checked.
      for (const entry of entries) await repo().append(entry)
    }
    beforeAll(async () => {
      opened = await open()
    }, 60_000)
    afterAll(() => opened?.close())

    it('an empty log has no entries and a total of 0', async () => {
      expect(await repo().page(0, 20)).toEqual({ total: 0, entries: [] })
    })

    it('pages entries newest first, with actor, action, target, details and time, and counts them all', async () => {
      const t = laterThanAll()
      const grant = anEntry(t + 2, {
        action: 'credits.grant',
        target: { type: 'user', id: 'member-3' },
        details: { leadCredits: { from: null, to: 50 }, days: { from: null, to: 'forever' } },
      })
      const role = anEntry(t + 3, {
        actor: { _tag: 'System' },
        action: 'user.role',
        target: { type: 'user', id: 'member-4' },
        details: { role: { from: 'user', to: 'admin' } },
      })
      const edit = anEntry(t + 1, {
        action: 'invitation.update',
        details: {
          remark: { from: 'Met at the fair\nBooth 7', to: null },
          discount: { from: 500, to: 1250 },
        },
      })
      const before = (await repo().page(0, 1)).total
      await appendAll([edit, role, grant])
      const page = await repo().page(0, 3)
      expect(page.total).toBe(before + 3)
      expect(page.entries.map(withoutId)).toEqual([role, grant, edit])
      expect(new Set(page.entries.map((e) => typeof e.id))).toEqual(new Set(['string']))
      expect(new Set(page.entries.map((e) => e.id)).size).toBe(3)
    })

    it('entries of one time come last written first', async () => {
      const t = laterThanAll()
      await appendAll(['a', 'b', 'c'].map((id) => anEntry(t, { target: { type: 'invitation', id } })))
      const { entries } = await repo().page(0, 3)
      expect(entries.map((e) => e.target.id)).toEqual(['c', 'b', 'a'])
    })

    it('an offset past the end is an empty page, with the total', async () => {
      const { total } = await repo().page(0, 1)
      expect(await repo().page(total, 5)).toEqual({ total, entries: [] })
    })

    it('refuses an entry with text the database cannot hold, writing nothing', async () => {
      const t = laterThanAll()
      const before = await repo().page(0, 1)
      const bad = [
        anEntry(t, { target: { type: 'invitation', id: 'a\u0000b' } }),
        anEntry(t, { details: { remark: { from: null, to: 'a\ud800' } } }),
        anEntry(t, { actor: { _tag: 'User', userId: 'admin-1', username: 'r\u0000ot' } }),
      ]
      for (const entry of bad) await expect(repo().append(entry)).rejects.toThrow()
      expect(await repo().page(0, 1)).toEqual(before)
    })

    it('for any entries: everything round-trips, and pages by offset and limit cover each entry once, in order', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(aNewEntry(fc.integer({ min: 0, max: 3 })), { maxLength: 8 }),
          fc.integer({ min: 1, max: 4 }),
          async (entries, limit) => {
            // Later than everything written before, keeping the few times (so ties are common).
            const base = laterThanAll()
            const appended = entries.map((e) => ({ ...e, at: at(base + e.at) }))
            const { total: before } = await repo().page(0, 1)
            await appendAll(appended)
            // The model: newest first; of one time, last written first.
            const expected = appended
              .map((e, i) => ({ e, i }))
              .sort((a, b) => b.e.at - a.e.at || b.i - a.i)
              .map(({ e }) => e)
            const read: AuditEntry[] = []
            for (let offset = 0; offset < appended.length; offset += limit) {
              const page = await repo().page(offset, limit)
              expect(page.total).toBe(before + appended.length)
              read.push(...page.entries.slice(0, Math.max(0, Math.min(limit, appended.length - offset))))
            }
            expect(read.map(withoutId)).toEqual(expected)
            expect(new Set(read.map((e) => e.id)).size).toBe(appended.length)
          },
        ),
        { numRuns: 40 },
      )
    }, 120_000)
  })
}
