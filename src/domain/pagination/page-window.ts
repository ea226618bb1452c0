/** SPEC §9: the pager shows the first and last pages and those within 2 of the current one. */
export const PAGE_WINDOW_RADIUS = 2

export type PageItem = number | 'gap'

/** Clamps a requested page into 1..total (a stale or hand-edited ?page= must not break the pager). */
export const clampPage = (current: number, total: number): number => {
  const page = Number.isFinite(current) ? Math.floor(current) : 1
  return Math.min(Math.max(page, 1), Math.max(total, 1))
}

/**
 * Pages to draw, e.g. current 6 of 20 → [1, 'gap', 4, 5, 6, 7, 8, 'gap', 20]. A gap that would hide a
 * single page shows that page instead, since the marker takes the same room as the number. No pages → [].
 */
export const pageWindow = (current: number, total: number): readonly PageItem[] => {
  const last = Number.isFinite(total) ? Math.max(Math.floor(total), 0) : 0
  if (last === 0) return []
  const page = clampPage(current, last)
  const from = Math.max(page - PAGE_WINDOW_RADIUS, 1)
  const to = Math.min(page + PAGE_WINDOW_RADIUS, last)
  const shown = [...new Set([1, ...range(from, to), last])]
  const items: PageItem[] = []
  let previous = 0
  for (const p of shown) {
    if (p - previous === 2) items.push(p - 1)
    else if (p - previous > 2) items.push('gap')
    items.push(p)
    previous = p
  }
  return items
}

const range = (from: number, to: number): number[] =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i)
