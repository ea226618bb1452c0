import {
  COUNT_LIMIT,
  type ContactFilter,
  decodeCursor,
  encodeCursor,
  isUnfiltered,
  matchesContactFilter,
  pageOfContacts,
  type WorkspaceContact,
} from '../../domain/contacts-workspace/contact-query.ts'
import {
  WORKSPACE_EXPORT_HEADER,
  workspaceCsv,
  workspaceExportCells,
} from '../../domain/contacts-workspace/contacts-table.ts'
import { LIST_NAME_MAX_LENGTH, listName, listNameKey } from '../../domain/contacts-workspace/lists.ts'
import { mayReverify } from '../../domain/contacts-workspace/reverify.ts'
import type { ProfileId } from '../../domain/profiles/profile-id.ts'
import { instant } from '../../domain/shared/instant.ts'
import { type ApiCallFailed, apiCallFailed } from '../browser/ports/api-call-failed.ts'
import type {
  ContactListView,
  ContactsFile,
  ContactsPageView,
  ContactsRequest,
  ContactsWorkspaceGateway,
  ReverifyResult,
  WorkspaceContactView,
} from '../browser/ports/contacts-workspace.gateway.port.ts'

type List = { id: string; name: string; createdAt: string; members: Set<string> }
type Held = { view: WorkspaceContactView; reverifiedAt: number | null }

const NOT_FOUND = () => apiCallFailed(404, { code: 'LIST_NOT_FOUND', message: 'No such list' })

// The domain's rules read the contact as the service holds it; the view carries the same values.
const asDomain = (v: WorkspaceContactView): WorkspaceContact => ({
  profileId: v.profileId as ProfileId,
  name: v.name,
  title: v.title,
  companyName: v.company,
  companyDomain: v.companyDomain,
  email: v.email,
  verdict: v.verdict,
  checkedAt: v.checkedAt === null ? null : instant(Date.parse(v.checkedAt)),
  phone: v.phone,
  whatsappValid: v.whatsappValid,
  revealed: { emails: v.email !== null, phones: v.phone !== null },
  revealedAt: instant(Date.parse(v.revealedAt)),
  reverifyRequestedAt: null,
})

/**
 * ContactsWorkspaceGateway in memory, with the service's semantics (the same domain rules for filters,
 * order, keyset pages, list names and re-verify): each access token is a user, whose contacts are seeded
 * with `hold`.
 */
export class InMemoryContactsWorkspaceGateway implements ContactsWorkspaceGateway {
  private readonly contactsOf = new Map<string, Map<string, Held>>()
  private readonly listsOf = new Map<string, List[]>()
  private nextId = 0

  constructor(
    private readonly now: () => Date = () => new Date(),
    /** Whose the token is: by default the token names its user. */
    private readonly userOf: (accessToken: string) => string = (accessToken) => accessToken,
  ) {}

  /** Contacts the user revealed. */
  hold(user: string, contacts: readonly Omit<WorkspaceContactView, 'lists' | 'reverifyAfter'>[]): this {
    const held = this.contactsOf.get(user) ?? new Map<string, Held>()
    for (const c of contacts)
      held.set(c.profileId, { view: { ...c, lists: [], reverifyAfter: null }, reverifiedAt: null })
    this.contactsOf.set(user, held)
    return this
  }

  private held(user: string) {
    return this.contactsOf.get(user) ?? new Map<string, Held>()
  }

  private lists_(user: string) {
    const lists = this.listsOf.get(user) ?? []
    this.listsOf.set(user, lists)
    return lists
  }

  private view(user: string, h: Held): WorkspaceContactView {
    const now = this.now().getTime()
    const lists = this.lists_(user)
      .filter((l) => l.members.has(h.view.profileId))
      .map((l) => l.id)
    const reverifyAfter =
      h.reverifiedAt === null || mayReverify(instant(h.reverifiedAt), instant(now))
        ? null
        : new Date(h.reverifiedAt + 86_400_000).toISOString()
    return { ...h.view, lists, reverifyAfter }
  }

  private selected(user: string, filter: ContactFilter): Held[] {
    const list =
      filter.listId === undefined ? undefined : this.lists_(user).find((l) => l.id === filter.listId)
    return [...this.held(user).values()].filter(
      (h) =>
        matchesContactFilter(asDomain(h.view), filter) &&
        (filter.listId === undefined || list?.members.has(h.view.profileId) === true),
    )
  }

  async contacts(token: string, request: ContactsRequest): Promise<ContactsPageView | ApiCallFailed> {
    const user = this.userOf(token)
    const after = request.after === undefined ? undefined : decodeCursor(request.after)
    if (request.after !== undefined && after === undefined)
      return apiCallFailed(400, { code: 'INVALID_REQUEST' })
    const chosen = this.selected(user, request.filter)
    const byId = new Map(chosen.map((h) => [h.view.profileId, h]))
    const page = pageOfContacts(
      chosen.map((h) => asDomain(h.view)),
      {
        filter: request.filter,
        sort: request.sort,
        direction: request.direction,
        limit: request.limit,
        ...(after ? { after } : {}),
      },
    )
    const count = chosen.length
    const more = !isUnfiltered(request.filter) && count > COUNT_LIMIT
    return {
      contacts: page.contacts.flatMap((c) => {
        const h = byId.get(c.profileId)
        return h === undefined ? [] : [this.view(user, h)]
      }),
      next: page.next === undefined ? null : encodeCursor(page.next),
      total: after === undefined ? (more ? COUNT_LIMIT : count) : null,
      more: after === undefined && more,
    }
  }

  async exportFile(
    user: string,
    format: 'csv' | 'xlsx',
    filter: ContactFilter,
  ): Promise<ContactsFile | ApiCallFailed> {
    const names = new Map(this.lists_(user).map((l) => [l.id, l.name]))
    const rows = this.selected(user, filter).map((h) =>
      workspaceExportCells(
        asDomain(h.view),
        this.view(user, h).lists.map((id) => names.get(id) ?? ''),
      ),
    )
    const day = this.now().toISOString().slice(0, 10)
    if (format === 'csv') return { format, filename: `leadlens-contacts-${day}.csv`, csv: workspaceCsv(rows) }
    // A stand-in for the workbook: a zip's first bytes, then the cells (the fake draws no spreadsheet).
    const text = [WORKSPACE_EXPORT_HEADER, ...rows].map((r) => r.join('\t')).join('\n')
    return {
      format,
      filename: `leadlens-contacts-${day}.xlsx`,
      bytes: new Uint8Array([0x50, 0x4b, ...new TextEncoder().encode(text)]),
    }
  }

  async reverify(token: string, profileIds: readonly string[]): Promise<ReverifyResult | ApiCallFailed> {
    const user = this.userOf(token)
    const now = this.now().getTime()
    const result = { queued: 0, tooSoon: 0, noEmail: 0, notHeld: 0 }
    for (const id of new Set(profileIds)) {
      const h = this.held(user).get(id)
      if (h === undefined) result.notHeld += 1
      else if (h.view.email === null) result.noEmail += 1
      else if (h.reverifiedAt !== null && !mayReverify(instant(h.reverifiedAt), instant(now)))
        result.tooSoon += 1
      else {
        h.reverifiedAt = now
        result.queued += 1
      }
    }
    return result
  }

  async lists(token: string): Promise<readonly ContactListView[] | ApiCallFailed> {
    const user = this.userOf(token)
    return this.lists_(user)
      .map(({ members, ...l }) => ({ ...l, size: members.size }))
      .toSorted((a, b) =>
        listNameKey(a.name) < listNameKey(b.name) ? -1 : listNameKey(a.name) > listNameKey(b.name) ? 1 : 0,
      )
  }

  private nameProblem(user: string, name: string, except?: string): ApiCallFailed | string {
    const clean = listName(name)
    if (typeof clean !== 'string')
      return apiCallFailed(400, {
        code: 'INVALID_LIST_NAME',
        message: `A list name is 1 to ${LIST_NAME_MAX_LENGTH} characters`,
      })
    if (this.lists_(user).some((l) => l.id !== except && listNameKey(l.name) === listNameKey(clean)))
      return apiCallFailed(409, { code: 'LIST_NAME_TAKEN', message: 'You have a list of that name' })
    return clean
  }

  async createList(token: string, name: string): Promise<ContactListView | ApiCallFailed> {
    const user = this.userOf(token)
    const clean = this.nameProblem(user, name)
    if (typeof clean !== 'string') return clean
    const list: List = {
      id: `list-${++this.nextId}`,
      name: clean,
      createdAt: this.now().toISOString(),
      members: new Set(),
    }
    this.lists_(user).push(list)
    return { id: list.id, name: list.name, createdAt: list.createdAt, size: 0 }
  }

  async renameList(token: string, listId: string, name: string) {
    const user = this.userOf(token)
    const list = this.lists_(user).find((l) => l.id === listId)
    if (list === undefined) return NOT_FOUND()
    const clean = this.nameProblem(user, name, listId)
    if (typeof clean !== 'string') return clean
    list.name = clean
    return { name: clean }
  }

  async deleteList(token: string, listId: string) {
    const user = this.userOf(token)
    const lists = this.lists_(user)
    const at = lists.findIndex((l) => l.id === listId)
    if (at < 0) return NOT_FOUND()
    lists.splice(at, 1)
    return { deleted: true as const }
  }

  async addToList(token: string, listId: string, profileIds: readonly string[]) {
    const user = this.userOf(token)
    const list = this.lists_(user).find((l) => l.id === listId)
    if (list === undefined) return NOT_FOUND()
    let added = 0
    for (const id of new Set(profileIds))
      if (this.held(user).has(id) && !list.members.has(id)) {
        list.members.add(id)
        added += 1
      }
    return { added }
  }

  async removeFromList(token: string, listId: string, profileIds: readonly string[]) {
    const user = this.userOf(token)
    const list = this.lists_(user).find((l) => l.id === listId)
    if (list === undefined) return NOT_FOUND()
    let removed = 0
    for (const id of new Set(profileIds)) if (list.members.delete(id)) removed += 1
    return { removed }
  }
}
