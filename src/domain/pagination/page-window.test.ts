import { describe, expect, it } from 'vitest'
import { clampPage, pageWindow } from './page-window.ts'

describe('pageWindow (SPEC §9)', () => {
  it.each([
    [6, 20, [1, 'gap', 4, 5, 6, 7, 8, 'gap', 20]],
    [1, 20, [1, 2, 3, 'gap', 20]],
    [20, 20, [1, 'gap', 18, 19, 20]],
    [5, 20, [1, 2, 3, 4, 5, 6, 7, 'gap', 20]],
    [4, 20, [1, 2, 3, 4, 5, 6, 'gap', 20]],
    [16, 20, [1, 'gap', 14, 15, 16, 17, 18, 19, 20]],
    [1, 1, [1]],
    [1, 2, [1, 2]],
    [3, 7, [1, 2, 3, 4, 5, 6, 7]],
    [1, 0, []],
  ])('current %d of %d → %j', (current, total, expected) => {
    expect(pageWindow(current, total)).toEqual(expected)
  })

  it('clamps the current page into range', () => {
    expect(pageWindow(99, 20)).toEqual(pageWindow(20, 20))
    expect(pageWindow(-3, 20)).toEqual(pageWindow(1, 20))
    expect(pageWindow(Number.NaN, 5)).toEqual(pageWindow(1, 5))
    expect(clampPage(7, 0)).toBe(1)
  })
})
