import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { ProfileId } from '../profiles/profile-id.ts'
import { afterAdding, afterRemoving, LIST_NAME_MAX_LENGTH, listName, listNameKey } from './lists.ts'

const id = fc.constantFrom('a', 'b', 'c', 'd', 'e').map((s) => s as ProfileId)
const ids = fc.array(id, { maxLength: 8 })
const set = ids.map((xs) => new Set(xs))

describe('list membership', () => {
  it('adding lets in only held people, each once, and keeps everyone already in', () => {
    fc.assert(
      fc.property(set, ids, set, (members, adding, held) => {
        const after = afterAdding(members, adding, held)
        for (const m of members) expect(after.has(m)).toBe(true)
        for (const a of after) expect(members.has(a) || (held.has(a) && adding.includes(a))).toBe(true)
      }),
    )
  })

  it('adding twice is adding once; removing then re-adding a held person brings them back', () => {
    fc.assert(
      fc.property(set, ids, set, (members, adding, held) => {
        const once = afterAdding(members, adding, held)
        expect([...afterAdding(once, adding, held)].sort()).toEqual([...once].sort())
        const back = afterAdding(afterRemoving(once, adding), adding, held)
        for (const a of adding) if (held.has(a)) expect(back.has(a)).toBe(true)
      }),
    )
  })

  it('a person may be in several lists: changing one list never changes another', () => {
    fc.assert(
      fc.property(set, set, ids, set, (listA, listB, change, held) => {
        const before = [...listB].sort()
        afterAdding(listA, change, held)
        afterRemoving(listA, change)
        expect([...listB].sort()).toEqual(before)
      }),
    )
  })
})

describe('list names', () => {
  it('are trimmed with spaces collapsed, 1 to 60 characters, the same in any case', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (text) => {
        const name = listName(text)
        if (typeof name === 'string') {
          expect(name).toBe(name.trim())
          expect(name).not.toMatch(/\s{2}/u)
          expect([...name].length).toBeGreaterThan(0)
          expect([...name].length).toBeLessThanOrEqual(LIST_NAME_MAX_LENGTH)
          expect(name).not.toMatch(/\p{Cc}/u)
          expect(listName(name)).toBe(name)
          expect(listNameKey(name.toUpperCase())).toBe(listNameKey(name.toLowerCase()).toLowerCase())
        } else expect(name).toEqual({ _tag: 'InvalidListName' })
      }),
      // A name with a NUL was a 500 (the fuzzer found it): refused like any name that cannot be kept.
      { examples: [['\u0000\u0000\u0017\u0000'], ['Leads\u0000']] },
    )
    expect(listName('Leads\u0000')).toEqual({ _tag: 'InvalidListName' })
  })
})
