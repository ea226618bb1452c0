import type { CodeOf, InputOf } from '../../../adapters/http-contract/call-shapes.ts'
import type * as ContactsWorkspaceCalls from '../../../adapters/http-contract/contacts-workspace.ts'
import type { AnswerOfCall, Api } from './api.port.ts'

/**
 * The Contacts page's calls (docs/contacts.md): the signed-in user's contacts, lists, exports and
 * re-verification. The CSV export answers its text, the XLSX export a download.
 */
export type ContactsWorkspaceApi = Api<typeof ContactsWorkspaceCalls>

/** One person on the Contacts page, as the page shows them (dates ISO 8601). */
export type WorkspaceContactView = AnswerOfCall<
  typeof ContactsWorkspaceCalls,
  'listContacts'
>['contacts'][number]

/** One page of the Contacts grid: `total` and `more` on the first page only. */
export type ContactsPageView = AnswerOfCall<typeof ContactsWorkspaceCalls, 'listContacts'>

export type ContactListView = AnswerOfCall<typeof ContactsWorkspaceCalls, 'listContactLists'>['lists'][number]

/** What the grid asks for: filters, sort, page size and the previous page's `next`. */
export type ContactsQuery = NonNullable<InputOf<typeof ContactsWorkspaceCalls.listContacts>['query']>

/** The filters of a view, as the exports take them too. */
export type ContactsFilterQuery = NonNullable<
  InputOf<typeof ContactsWorkspaceCalls.exportContactsCsv>['query']
>

/** The codes a list call (create, rename, delete, add, take out) may fail with. */
export type ListCallCode =
  | CodeOf<typeof ContactsWorkspaceCalls.createContactList>
  | CodeOf<typeof ContactsWorkspaceCalls.renameContactList>
  | CodeOf<typeof ContactsWorkspaceCalls.deleteContactList>
  | CodeOf<typeof ContactsWorkspaceCalls.addToContactList>
  | CodeOf<typeof ContactsWorkspaceCalls.removeFromContactList>
