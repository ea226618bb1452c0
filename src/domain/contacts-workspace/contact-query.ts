import { hostnameOf } from '../companies/hostname.ts'
import type { Parts } from '../credits/credit-action.ts'
import { EMAIL_VERDICTS, type EmailVerdict } from '../email/email-verdict.ts'
import type { ProfileId } from '../profiles/profile-id.ts'
import type { Instant } from '../shared/instant.ts'

/** A person on the user's Contacts page: what the source holds now, of the parts the user revealed. */
export type WorkspaceContact = {
  readonly profileId: ProfileId
  readonly name: string
  readonly title: string | null
  readonly companyName: string | null
  readonly companyDomain: string | null
  /** The best address (valid, accept-all, unknown, invalid; latest check first), emails revealed only. */
  readonly email: string | null
  readonly verdict: EmailVerdict | null
  readonly checkedAt: Instant | null
  /** The first phone (mobile first), phones revealed only. */
  readonly phone: string | null
  readonly whatsappValid: boolean
  readonly revealed: Parts
  /** The latest reveal that showed a part not shown before. */
  readonly revealedAt: Instant
  /** When the user last asked to re-verify this person's email. */
  readonly reverifyRequestedAt: Instant | null
}

export const CONTACT_SORTS = ['revealed', 'name', 'company'] as const
export type ContactSort = (typeof CONTACT_SORTS)[number]
export const SORT_DIRECTIONS = ['asc', 'desc'] as const
export type SortDirection = (typeof SORT_DIRECTIONS)[number]

/** A verdict, or `none`: no revealed address. */
export const VERDICT_FILTERS = [...EMAIL_VERDICTS, 'none'] as const
export type VerdictFilter = (typeof VERDICT_FILTERS)[number]

/** YYYY-MM-DD, a UTC day. */
export type Day = string

export type ContactFilter = {
  /** Part of the name, the company (name or domain) or the revealed email, in any case. */
  readonly search?: string
  /** A company by exact name (any case) or by domain. */
  readonly company?: string
  readonly verdict?: VerdictFilter
  /** Revealed on or after this UTC day. */
  readonly revealedFrom?: Day
  /** Revealed on or before this UTC day. */
  readonly revealedTo?: Day
  readonly listId?: string
}

/** Where the previous page ended: its last row's sort value and profile id (keyset paging). */
export type ContactCursor = { readonly key: string; readonly profileId: string }

export type ContactQuery = {
  readonly filter: ContactFilter
  readonly sort: ContactSort
  readonly direction: SortDirection
  readonly limit: number
  readonly after?: ContactCursor
}

export const PAGE_SIZES = [25, 50, 100] as const
export const DEFAULT_PAGE_SIZE = 50
export const MAX_PAGE_SIZE = 100
export const SEARCH_MAX_LENGTH = 100
/** A filtered view counts its contacts up to this many, then says "more". */
export const COUNT_LIMIT = 1000

/** Whether a filter filters anything (else the page is everyone, counted without counting). */
export const isUnfiltered = (filter: ContactFilter): boolean =>
  Object.values(filter).every((value) => value === undefined || value === '')

/** Search text as it is compared: Unicode-normalised, spaces collapsed, trimmed, lower case; blank: none. */
export const normaliseSearch = (text: string | undefined): string | undefined => {
  if (text === undefined) return undefined
  const clean = text.normalize('NFKC').replace(/\s+/gu, ' ').trim().toLowerCase().slice(0, SEARCH_MAX_LENGTH)
  return clean === '' ? undefined : clean
}

/** The company filter as both keys a row may match: its name in lower case, or its domain. */
export const companyKeys = (
  company: string | undefined,
): { readonly name: string; readonly domain: string | null } | undefined => {
  if (company === undefined) return undefined
  const name = company.replace(/\s+/gu, ' ').trim().toLowerCase()
  if (name === '') return undefined
  return { name, domain: hostnameOf(company) ?? null }
}

const DAY = /^\d{4}-\d{2}-\d{2}$/
const DAY_MS = 86_400_000

/** The first instant of a UTC day; undefined for anything that is not a real YYYY-MM-DD day. */
export const dayStart = (day: Day): number | undefined => {
  if (!DAY.test(day)) return undefined
  const ms = Date.parse(`${day}T00:00:00.000Z`)
  return Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== day ? undefined : ms
}

/** The revealed-date window as [from, until): until is the start of the day after `revealedTo`. */
export const revealedWindow = (
  filter: ContactFilter,
): { readonly from?: number; readonly until?: number } => {
  const from = filter.revealedFrom === undefined ? undefined : dayStart(filter.revealedFrom)
  const to = filter.revealedTo === undefined ? undefined : dayStart(filter.revealedTo)
  return { ...(from === undefined ? {} : { from }), ...(to === undefined ? {} : { until: to + DAY_MS }) }
}

/** What search compares with: the name, the company's name and domain, and the revealed email. */
export const searchTextOf = (c: WorkspaceContact): string =>
  [c.name, c.companyName, c.companyDomain, c.email]
    .filter((part): part is string => part !== null)
    .join(' ')
    .toLowerCase()

/** Whether a contact passes every filter but the list one (the list is a membership, kept apart). */
export const matchesContactFilter = (c: WorkspaceContact, filter: ContactFilter): boolean => {
  const search = normaliseSearch(filter.search)
  if (search !== undefined && !searchTextOf(c).includes(search)) return false
  const company = companyKeys(filter.company)
  if (
    company !== undefined &&
    (c.companyName ?? '').toLowerCase() !== company.name &&
    (company.domain === null || c.companyDomain !== company.domain)
  )
    return false
  if (filter.verdict !== undefined && (c.verdict ?? 'none') !== filter.verdict) return false
  const { from, until } = revealedWindow(filter)
  if (from !== undefined && c.revealedAt < from) return false
  if (until !== undefined && c.revealedAt >= until) return false
  return true
}

/** The value a sort orders by: the reveal time (ISO), the name or the company, both in lower case. */
export const sortKeyOf = (c: WorkspaceContact, sort: ContactSort): string => {
  switch (sort) {
    case 'revealed':
      return new Date(c.revealedAt).toISOString()
    case 'name':
      return c.name.toLowerCase()
    case 'company':
      return (c.companyName ?? '').toLowerCase()
  }
}

// Code-point order, as the database's "C" collation sorts (ISO times of one format sort as times).
export const compareCodePoints = (a: string, b: string): number => {
  const [x, y] = [[...a], [...b]]
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const d = (x[i]?.codePointAt(0) ?? 0) - (y[i]?.codePointAt(0) ?? 0)
    if (d !== 0) return d
  }
  return x.length - y.length
}

/** Position against a cursor in the sort's order: negative before it, positive after, by key then id. */
export const compareToCursor = (
  c: WorkspaceContact,
  cursor: ContactCursor,
  sort: ContactSort,
  direction: SortDirection,
): number => {
  const byKey = compareCodePoints(sortKeyOf(c, sort), cursor.key)
  const order = byKey !== 0 ? byKey : compareCodePoints(c.profileId, cursor.profileId)
  return direction === 'asc' ? order : -order
}

/** The order of a page: the sort's key, then the profile id, both in the sort's direction. */
export const compareContacts =
  (sort: ContactSort, direction: SortDirection) =>
  (a: WorkspaceContact, b: WorkspaceContact): number =>
    compareToCursor(a, { key: sortKeyOf(b, sort), profileId: b.profileId }, sort, direction)

/** The cursor after a row: the next page starts just past it. */
export const cursorAfter = (c: WorkspaceContact, sort: ContactSort): ContactCursor => ({
  key: sortKeyOf(c, sort),
  profileId: c.profileId,
})

export type ContactPageOf = {
  readonly contacts: readonly WorkspaceContact[]
  /** Absent on the last page. */
  readonly next?: ContactCursor
}

/**
 * One page of contacts already filtered (list included): ordered, the rows past the cursor, at most
 * `limit` (clamped to 1..MAX_PAGE_SIZE), and the cursor of the next page when there are more. Pages
 * walked from no cursor never overlap, skip, or repeat a row.
 */
export const pageOfContacts = (all: readonly WorkspaceContact[], query: ContactQuery): ContactPageOf => {
  const limit = clampPageSize(query.limit)
  const ordered = all.toSorted(compareContacts(query.sort, query.direction))
  const after = query.after
  const rest =
    after === undefined
      ? ordered
      : ordered.filter((c) => compareToCursor(c, after, query.sort, query.direction) > 0)
  const contacts = rest.slice(0, limit)
  const last = contacts.at(-1)
  return rest.length > limit && last !== undefined
    ? { contacts, next: cursorAfter(last, query.sort) }
    : { contacts }
}

/** A page size within 1..`max` (MAX_PAGE_SIZE for a page shown; an export reads bigger batches). */
export const clampPageSize = (limit: number, max: number = MAX_PAGE_SIZE): number =>
  Number.isFinite(limit) ? Math.min(max, Math.max(1, Math.trunc(limit))) : Math.min(max, DEFAULT_PAGE_SIZE)

/** How many rows an export reads a query. */
export const EXPORT_BATCH = 1000

/** A cursor as it travels: opaque text. */
export const encodeCursor = (cursor: ContactCursor): string => JSON.stringify([cursor.key, cursor.profileId])

// What a cursor this service wrote can hold: no control characters or lone surrogates (a database
// refuses NUL in text), whatever JSON escapes can say.
const PRINTABLE = /^[^\p{Cc}\p{Cs}]*$/u

/** A cursor from the wire; undefined when it is not one this service wrote. */
export const decodeCursor = (text: string): ContactCursor | undefined => {
  try {
    const value: unknown = JSON.parse(text)
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'string' &&
      typeof value[1] === 'string' &&
      PRINTABLE.test(value[0]) &&
      PRINTABLE.test(value[1])
    )
      return { key: value[0], profileId: value[1] }
  } catch {
    // Not JSON: not a cursor.
  }
  return undefined
}
