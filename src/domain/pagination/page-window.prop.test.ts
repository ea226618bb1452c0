import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { clampPage, pageWindow } from './page-window.ts'

const total = fc.integer({ min: 1, max: 500 })
const pager = total.chain((t) => fc.tuple(fc.integer({ min: -5, max: t + 5 }), fc.constant(t)))
const numbers = (items: readonly (number | 'gap')[]) => items.filter((i): i is number => i !== 'gap')

describe('page window properties', () => {
  it('always includes 1, the last page and the current page', () => {
    fc.assert(
      fc.property(pager, ([current, t]) => {
        expect(numbers(pageWindow(current, t))).toEqual(expect.arrayContaining([1, t, clampPage(current, t)]))
      }),
    )
  })

  it('page numbers are strictly increasing and within 1..total', () => {
    fc.assert(
      fc.property(pager, ([current, t]) => {
        const ns = numbers(pageWindow(current, t))
        ns.forEach((n, i) => {
          expect(n).toBeGreaterThanOrEqual(1)
          expect(n).toBeLessThanOrEqual(t)
          if (i > 0) expect(n).toBeGreaterThan(ns[i - 1] ?? 0)
        })
      }),
    )
  })

  it('never shows two gaps side by side, nor a gap at either end', () => {
    fc.assert(
      fc.property(pager, ([current, t]) => {
        const items = pageWindow(current, t)
        expect(items[0]).toBe(1)
        expect(items.at(-1)).toBe(t)
        items.forEach((item, i) => {
          if (item === 'gap') expect(items[i + 1]).not.toBe('gap')
        })
      }),
    )
  })

  it('a gap stands for at least two missing pages; no page is skipped without one', () => {
    fc.assert(
      fc.property(pager, ([current, t]) => {
        const items = pageWindow(current, t)
        items.forEach((item, i) => {
          const before = items[i - 1]
          if (typeof item !== 'number' || typeof before === 'undefined') return
          if (before === 'gap') expect(item - (items[i - 2] as number)).toBeGreaterThanOrEqual(3)
          else expect(item - before).toBe(1)
        })
      }),
    )
  })

  it('every page within 2 of the current one is present', () => {
    fc.assert(
      fc.property(pager, ([current, t]) => {
        const page = clampPage(current, t)
        const ns = numbers(pageWindow(current, t))
        for (let p = Math.max(1, page - 2); p <= Math.min(t, page + 2); p++) expect(ns).toContain(p)
      }),
    )
  })
})
