import { describe, expect, it } from 'vitest'
import { keyedByOccurrence } from './occurrence-keys.ts'

describe('keyedByOccurrence', () => {
  it('tells repeated entries apart by their count, in order', () => {
    const keyed = keyedByOccurrence(['a***@x.com', 'b@y.com', 'a***@x.com'], (v) => v)
    expect(keyed).toEqual([
      { key: '0:a***@x.com', item: 'a***@x.com' },
      { key: '0:b@y.com', item: 'b@y.com' },
      { key: '1:a***@x.com', item: 'a***@x.com' },
    ])
  })

  it("keeps an entry's key when an entry before it goes", () => {
    const before = keyedByOccurrence(['x', 'y', 'z'], (v) => v)
    const after = keyedByOccurrence(['y', 'z'], (v) => v)
    expect(after.map((k) => k.key)).toEqual(before.slice(1).map((k) => k.key))
  })
})
