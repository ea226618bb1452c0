import type { ContactsQuery } from '../../../application/browser/ports/contacts-workspace.api.port.ts'
import {
  type ContactFilter,
  type ContactSort,
  DEFAULT_PAGE_SIZE,
  type SortDirection,
} from '../../../domain/contacts-workspace/contact-query.ts'

/** What the Contacts page shows: filters, sort, and where in the pages it is. */
export type ContactsView = {
  readonly filter: ContactFilter
  readonly sort: ContactSort
  readonly direction: SortDirection
  /** The cursors of the pages before this one; the last is this page's `after`. */
  readonly cursors: readonly string[]
}

export const FIRST_VIEW: ContactsView = { filter: {}, sort: 'revealed', direction: 'desc', cursors: [] }

/** A new filter starts again at the first page. */
/** A filter change: a value, or '' to drop that filter. */
export type FilterChange = { readonly [K in keyof ContactFilter]?: string }

export const withFilter = (view: ContactsView, change: FilterChange): ContactsView => {
  const filter: Record<string, string> = {}
  for (const [key, value] of Object.entries({ ...view.filter, ...change }))
    if (typeof value === 'string' && value !== '') filter[key] = value
  return { ...view, filter: filter as ContactFilter, cursors: [] }
}

/** A column's header pressed: its sort, first in its natural direction (newest first, A to Z), then reversed. */
export const withSort = (view: ContactsView, sort: ContactSort): ContactsView => {
  const natural: SortDirection = sort === 'revealed' ? 'desc' : 'asc'
  const direction = view.sort === sort ? (view.direction === 'asc' ? 'desc' : 'asc') : natural
  return { ...view, sort, direction, cursors: [] }
}

/** The grid's call for this view: its filters, sort, one page, and the previous page's cursor. */
export const requestOf = (view: ContactsView): ContactsQuery => {
  const after = view.cursors.at(-1)
  return {
    ...view.filter,
    sort: view.sort,
    direction: view.direction,
    limit: DEFAULT_PAGE_SIZE,
    ...(after === undefined ? {} : { after }),
  }
}
