import { describe, expect, it } from 'vitest'
import {
  HISTORY_PAGE_SIZE,
  historyPageCount,
  MEMBERS_PAGE_SIZE,
  membersPageCount,
  pageCount,
} from './page-count.ts'

describe('page counts', () => {
  it('members and history pages hold 10 entries', () => {
    expect(MEMBERS_PAGE_SIZE).toBe(10)
    expect(HISTORY_PAGE_SIZE).toBe(10)
  })

  it.each([
    [0, 0, 0],
    [1, 0, 1],
    [10, 3, 1],
    [11, 3, 2],
    [25, 93, 10],
    [100, 100, 10],
    [101, 0, 11],
  ])('decision %d and search %d give %d pages (ceil of the larger / 10)', (a, b, pages) => {
    expect(membersPageCount(a, b)).toBe(pages)
  })

  it('treats missing or negative totals as nothing found', () => {
    expect(membersPageCount(Number.NaN, -5)).toBe(0)
    expect(membersPageCount(Number.POSITIVE_INFINITY, 12)).toBe(2)
  })

  it('counts history pages', () => {
    expect(historyPageCount(0)).toBe(0)
    expect(historyPageCount(31)).toBe(4)
  })

  it('treats a page size below 1 as a defect', () => {
    expect(() => pageCount(10, 0)).toThrow(RangeError)
  })
})
