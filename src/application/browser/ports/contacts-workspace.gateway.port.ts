import type {
  ContactFilter,
  ContactSort,
  SortDirection,
} from '../../../domain/contacts-workspace/contact-query.ts'
import type { EmailVerdict } from '../../../domain/email/email-verdict.ts'
import type { ApiCallFailed } from './api-call-failed.ts'

/** One person on the Contacts page, as the page shows them. */
export type WorkspaceContactView = {
  readonly profileId: string
  readonly url: string
  readonly name: string
  readonly title: string | null
  readonly company: string | null
  readonly companyDomain: string | null
  readonly email: string | null
  readonly verdict: EmailVerdict | null
  /** ISO 8601. */
  readonly checkedAt: string | null
  readonly phone: string | null
  readonly whatsappValid: boolean
  /** ISO 8601. */
  readonly revealedAt: string
  /** Ids of the user's lists this person is in. */
  readonly lists: readonly string[]
  /** ISO 8601: when a re-verify may be asked again; null: now. */
  readonly reverifyAfter: string | null
}

export type ContactsRequest = {
  readonly filter: ContactFilter
  readonly sort: ContactSort
  readonly direction: SortDirection
  readonly limit: number
  /** The previous page's `next`. */
  readonly after?: string
}

export type ContactsPageView = {
  readonly contacts: readonly WorkspaceContactView[]
  readonly next: string | null
  /** On the first page only. */
  readonly total: number | null
  /** The count stopped at its limit (1,000): there are more. */
  readonly more: boolean
}

export type ContactListView = {
  readonly id: string
  readonly name: string
  /** ISO 8601. */
  readonly createdAt: string
  readonly size: number
}

export type ReverifyResult = {
  readonly queued: number
  readonly tooSoon: number
  readonly noEmail: number
  readonly notHeld: number
}

export type ContactsFile =
  | { readonly format: 'csv'; readonly filename: string; readonly csv: string }
  | { readonly format: 'xlsx'; readonly filename: string; readonly bytes: Uint8Array }

/**
 * The Contacts page's calls (docs/contacts.md): the signed-in user's contacts, lists, exports and
 * re-verification. List calls answer 404 LIST_NOT_FOUND for a list not the user's, 409 LIST_NAME_TAKEN
 * for a name the user already has, 400 INVALID_LIST_NAME for a blank or too long one.
 */
export interface ContactsWorkspaceGateway {
  contacts(accessToken: string, request: ContactsRequest): Promise<ContactsPageView | ApiCallFailed>
  exportFile(
    accessToken: string,
    format: 'csv' | 'xlsx',
    filter: ContactFilter,
  ): Promise<ContactsFile | ApiCallFailed>
  reverify(accessToken: string, profileIds: readonly string[]): Promise<ReverifyResult | ApiCallFailed>
  lists(accessToken: string): Promise<readonly ContactListView[] | ApiCallFailed>
  createList(accessToken: string, name: string): Promise<ContactListView | ApiCallFailed>
  renameList(
    accessToken: string,
    listId: string,
    name: string,
  ): Promise<{ readonly name: string } | ApiCallFailed>
  deleteList(accessToken: string, listId: string): Promise<{ readonly deleted: true } | ApiCallFailed>
  addToList(
    accessToken: string,
    listId: string,
    profileIds: readonly string[],
  ): Promise<{ readonly added: number } | ApiCallFailed>
  removeFromList(
    accessToken: string,
    listId: string,
    profileIds: readonly string[],
  ): Promise<{ readonly removed: number } | ApiCallFailed>
}
