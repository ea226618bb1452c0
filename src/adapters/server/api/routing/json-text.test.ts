import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { JsonText, jsonOncePer } from './json-text.ts'

describe('jsonOncePer', () => {
  it('writes any answer as JSON.stringify of its view would', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ name: fc.string(), domain: fc.string() })), (answer) => {
        const json = jsonOncePer((list: typeof answer) => list.map((c) => ({ ...c, kind: 'company' })))
        const text = json(answer)
        expect(text).toBeInstanceOf(JsonText)
        expect(JSON.parse(text.text)).toEqual(answer.map((c) => ({ ...c, kind: 'company' })))
      }),
    )
  })

  it('writes the same answer once, however often it is handed out, and another answer anew', () => {
    let views = 0
    const json = jsonOncePer((list: readonly number[]) => {
      views++
      return list
    })
    const kept = [1, 2, 3]
    expect(json(kept)).toBe(json(kept))
    expect(views).toBe(1)
    expect(json([1, 2, 3]).text).toBe('[1,2,3]')
    expect(views).toBe(2)
  })
})
