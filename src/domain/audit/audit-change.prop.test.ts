import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { instant } from '../shared/instant.ts'
import { type AuditSnapshot, auditEntryFor, changedFields } from './audit-change.ts'
import { AUDIT_ACTIONS, type AuditValue, TARGET_TYPE_OF } from './audit-entry.ts'
import { AUDIT_FIELDS } from './audit-fields.ts'

// Few values per field, so that "unchanged" is common and both sides of every rule are exercised.
const aValue: fc.Arbitrary<AuditValue> = fc.oneof(
  fc.constantFrom('A', 'B', ''),
  fc.integer({ min: 0, max: 2 }),
  fc.boolean(),
  fc.constant(null),
)
const aSnapshot = (fields: readonly string[]): fc.Arbitrary<AuditSnapshot | null> =>
  fc.option(fc.dictionary(fc.constantFrom(...fields), aValue, { noNullPrototype: true }), { nil: null })

const aChange = fc.constantFrom(...AUDIT_ACTIONS).chain((action) =>
  fc.record({
    action: fc.constant(action),
    before: aSnapshot(AUDIT_FIELDS[action]),
    after: aSnapshot(AUDIT_FIELDS[action]),
  }),
)

// The oracle: a field absent from a snapshot, or a snapshot that is not there, reads as null.
const read = (snapshot: AuditSnapshot | null, field: string): AuditValue => snapshot?.[field] ?? null

describe('audit change properties', () => {
  it('details never carry more than the changed fields, each with its value before and after', () => {
    fc.assert(
      fc.property(aChange, ({ before, after }) => {
        for (const [field, { from, to }] of Object.entries(changedFields(before, after))) {
          expect(from).toStrictEqual(read(before, field))
          expect(to).toStrictEqual(read(after, field))
          expect(from).not.toStrictEqual(to)
        }
      }),
    )
  })

  it('every changed field is in the details', () => {
    fc.assert(
      fc.property(aChange, ({ action, before, after }) => {
        const details = changedFields(before, after)
        for (const field of AUDIT_FIELDS[action])
          if (read(before, field) !== read(after, field)) expect(Object.keys(details)).toContain(field)
      }),
    )
  })

  it('a change that changes nothing records nothing; one that changes something names its target', () => {
    fc.assert(
      fc.property(aChange, fc.string(), ({ action, before, after }, targetId) => {
        const actor = { _tag: 'User', userId: 'u1', username: 'root' } as const
        const entry = auditEntryFor({ actor, action, targetId, before, after, at: instant(0) })
        const changed = AUDIT_FIELDS[action].some((f) => read(before, f) !== read(after, f))
        if (!changed) expect(entry).toBeNull()
        else
          expect(entry).toEqual({
            actor,
            action,
            target: { type: TARGET_TYPE_OF[action], id: targetId },
            details: changedFields(before, after),
            at: instant(0),
          })
      }),
    )
  })

  it('a field the action does not list is never recorded: the change is refused as a defect', () => {
    fc.assert(
      fc.property(
        aChange,
        fc.string().filter((s) => !Object.values(AUDIT_FIELDS).flat().includes(s) && s !== '__proto__'),
        aValue,
        ({ action, before }, unlisted, value) => {
          const after = { ...before, [unlisted]: value }
          const change = { actor: { _tag: 'System' } as const, action, targetId: 't', before, after }
          expect(() => auditEntryFor({ ...change, at: instant(0) })).toThrow(/does not record/)
        },
      ),
    )
  })
})
