import type {
  ContactFilter,
  ContactQuery,
  WorkspaceContact,
} from '../../../domain/contacts-workspace/contact-query.ts'
import type { ProfileId } from '../../../domain/profiles/profile-id.ts'
import type { Instant } from '../../../domain/shared/instant.ts'
import type { UserId } from './credit-ledger.repository.port.ts'

/** A user's list of contacts. */
export type ContactList = {
  readonly id: string
  readonly name: string
  readonly createdAt: Instant
  readonly size: number
}

export type ContactsPage = {
  readonly contacts: readonly WorkspaceContact[]
  /** The lists each contact of the page is in (ids), by profile id. */
  readonly listsOf: ReadonlyMap<ProfileId, readonly string[]>
  /** Where the next page starts; absent on the last. */
  readonly next?: { readonly key: string; readonly profileId: string }
  /**
   * How many contacts pass the filter, when asked for: exact without filters; with filters, counting
   * stops at COUNT_LIMIT (then `more` says there are more).
   */
  readonly total?: { readonly count: number; readonly more: boolean }
}

export type ListChange =
  | { readonly _tag: 'ListChanged'; readonly changed: number }
  | { readonly _tag: 'ListNotFound' }

/**
 * The Contacts page's data (docs/contacts.md): everyone a user revealed, as the source holds them now,
 * of the parts revealed, with the user's lists. Every read and write is of one user's rows only: a list
 * id of another user is not found.
 */
export interface ContactsWorkspace {
  /** One page in the query's order (keyset: `after` is where the last page ended); `total` on request. */
  page(userId: UserId, query: ContactQuery, withTotal: boolean): Promise<ContactsPage>
  /** The user's contacts among `profileIds` (absent: not held). */
  held(userId: UserId, profileIds: readonly ProfileId[]): Promise<readonly WorkspaceContact[]>
  /** Remembers that a re-verify was asked for these contacts at `at`. */
  markReverifyRequested(userId: UserId, profileIds: readonly ProfileId[], at: Instant): Promise<void>
  /** The user's lists, by name (code-point order of the lower-case name). */
  lists(userId: UserId): Promise<readonly ContactList[]>
  /** A new list; false when the user has one of that name (any case). */
  createList(
    userId: UserId,
    list: { readonly id: string; readonly name: string; readonly at: Instant },
  ): Promise<boolean>
  renameList(userId: UserId, listId: string, name: string): Promise<'renamed' | 'notFound' | 'nameTaken'>
  /** False when the user has no such list. Its members leave with it; the contacts stay. */
  deleteList(userId: UserId, listId: string): Promise<boolean>
  /** Adds the held contacts among `profileIds`; `changed` counts those not in it before. */
  addToList(
    userId: UserId,
    listId: string,
    profileIds: readonly ProfileId[],
    at: Instant,
  ): Promise<ListChange>
  removeFromList(userId: UserId, listId: string, profileIds: readonly ProfileId[]): Promise<ListChange>
}

export type { ContactFilter }
