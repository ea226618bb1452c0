import type { AddContactsToList } from '../../../../application/server/add-contacts-to-list.use-case.ts'
import type { ContactLists } from '../../../../application/server/contact-lists.use-case.ts'
import type { ExportContacts } from '../../../../application/server/export-contacts.use-case.ts'
import type { ListContacts } from '../../../../application/server/list-contacts.use-case.ts'
import type { ContactList } from '../../../../application/server/ports/contacts-workspace.port.ts'
import type { ReverifyContacts } from '../../../../application/server/reverify-contacts.use-case.ts'
import {
  type ContactFilter,
  type ContactQuery,
  DEFAULT_PAGE_SIZE,
  decodeCursor,
  encodeCursor,
  type WorkspaceContact,
} from '../../../../domain/contacts-workspace/contact-query.ts'
import { REVERIFY_EVERY_MS } from '../../../../domain/contacts-workspace/reverify.ts'
import type { ProfileId } from '../../../../domain/profiles/profile-id.ts'
import { profileLinkFor } from '../../../../domain/profiles/profile-link.ts'
import {
  addToContactList,
  createContactList,
  deleteContactList,
  exportContactsCsv,
  exportContactsXlsx,
  listContactLists,
  listContacts,
  removeFromContactList,
  renameContactList,
  reverifyContacts,
} from '../../../http-contract/contacts-workspace.ts'
import { type AnyRoute, defineRoute } from '../routing/route.ts'
import { refuseWorkspace } from './contacts-workspace.failures.ts'

export type ContactsWorkspaceRouteDeps = {
  readonly listContacts: ListContacts
  readonly lists: ContactLists
  readonly addToList: AddContactsToList
  readonly exportContacts: ExportContacts
  readonly reverify: ReverifyContacts
}

const iso = (ms: number) => new Date(ms).toISOString()

const contactView = (c: WorkspaceContact, lists: readonly string[], now: number) => ({
  linkedinId: c.profileId,
  url: profileLinkFor(c.profileId),
  name: c.name,
  title: c.title,
  company: c.companyName,
  companyDomain: c.companyDomain,
  email: c.email,
  verdict: c.verdict,
  checkedAt: c.checkedAt === null ? null : iso(c.checkedAt),
  phone: c.phone,
  whatsappValid: c.phone !== null && c.whatsappValid,
  revealed: c.revealed,
  revealedAt: iso(c.revealedAt),
  lists: [...lists],
  reverifyAfter:
    c.reverifyRequestedAt === null || now - c.reverifyRequestedAt >= REVERIFY_EVERY_MS
      ? null
      : iso(c.reverifyRequestedAt + REVERIFY_EVERY_MS),
})

const listView = (l: ContactList) => ({ id: l.id, name: l.name, createdAt: iso(l.createdAt), size: l.size })

type FilterInput = { readonly [K in keyof ContactFilter]?: ContactFilter[K] }
// Only the filters given: an absent key is no filter.
const filterOf = (q: FilterInput): ContactFilter =>
  Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined))

const ids = (linkedinIds: readonly string[]) => linkedinIds as readonly ProfileId[]

// Personal data: kept by the browser that asked, by no cache on the way.
const download = (reply: { header: (name: string, value: string) => unknown }, filename: string) => {
  reply.header('content-disposition', `attachment; filename="${filename}"`)
  reply.header('cache-control', 'no-store')
}

/** The Contacts page (docs/contacts.md). */
export const contactsWorkspaceRoutes = (deps: ContactsWorkspaceRouteDeps): readonly AnyRoute[] => [
  defineRoute(listContacts, async ({ caller, query }) => {
    const { sort, direction, limit, after, ...filters } = query
    const cursor = after === undefined ? undefined : decodeCursor(after)
    if (after !== undefined && cursor === undefined) throw refuseWorkspace({ _tag: 'InvalidCursor' })
    const request: ContactQuery = {
      filter: filterOf(filters),
      sort: sort ?? 'revealed',
      direction: direction ?? (sort === undefined || sort === 'revealed' ? 'desc' : 'asc'),
      limit: limit ?? DEFAULT_PAGE_SIZE,
      ...(cursor === undefined ? {} : { after: cursor }),
    }
    const { page, now } = await deps.listContacts.execute(caller, request)
    return {
      contacts: page.contacts.map((c) => contactView(c, page.listsOf.get(c.profileId) ?? [], now)),
      next: page.next === undefined ? null : encodeCursor(page.next),
      total: page.total?.count ?? null,
      more: page.total?.more ?? false,
    }
  }),
  defineRoute(exportContactsCsv, async ({ caller, query, reply }) => {
    const file = await deps.exportContacts.execute(caller, filterOf(query), 'csv')
    download(reply, file.filename)
    return file.body
  }),
  defineRoute(exportContactsXlsx, async ({ caller, query, reply }) => {
    const file = await deps.exportContacts.execute(caller, filterOf(query), 'xlsx')
    download(reply, file.filename)
    return typeof file.body === 'string' ? file.body : Buffer.from(file.body)
  }),
  defineRoute(reverifyContacts, async ({ caller, body }) =>
    deps.reverify.execute(caller, ids(body.linkedinIds)),
  ),
  defineRoute(listContactLists, async ({ caller }) => ({
    lists: (await deps.lists.all(caller)).map(listView),
  })),
  defineRoute(createContactList, async ({ caller, body }) => {
    const created = await deps.lists.create(caller, body.name)
    if ('_tag' in created) throw refuseWorkspace(created)
    return listView(created)
  }),
  defineRoute(renameContactList, async ({ caller, params, body }) => {
    const done = await deps.lists.rename(caller, params.id, body.name)
    if (done._tag !== 'Renamed') throw refuseWorkspace(done)
    return { id: params.id, name: done.name }
  }),
  defineRoute(deleteContactList, async ({ caller, params }) => {
    const done = await deps.lists.remove(caller, params.id)
    if (done._tag !== 'Deleted') throw refuseWorkspace(done)
    return { deleted: true as const }
  }),
  defineRoute(addToContactList, async ({ caller, params, body }) => {
    const done = await deps.addToList.execute(caller, { listId: params.id }, ids(body.linkedinIds))
    if (done._tag !== 'AddedToList') throw refuseWorkspace(done)
    return { added: done.added }
  }),
  defineRoute(removeFromContactList, async ({ caller, params, body }) => {
    const done = await deps.lists.removeMembers(caller, params.id, ids(body.linkedinIds))
    if (done._tag === 'ListNotFound') throw refuseWorkspace(done)
    return { removed: done.changed }
  }),
]
