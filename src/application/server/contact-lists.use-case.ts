import { listName, MAX_LISTS } from '../../domain/contacts-workspace/lists.ts'
import type { ProfileId } from '../../domain/profiles/profile-id.ts'
import type { Caller } from './caller.ts'
import type { Clock } from './ports/clock.port.ts'
import type { ContactList, ContactsWorkspace, ListChange } from './ports/contacts-workspace.port.ts'
import type { IdGenerator } from './ports/id-generator.port.ts'

export type ListFailure =
  | { readonly _tag: 'InvalidListName' }
  | { readonly _tag: 'ListNameTaken' }
  | { readonly _tag: 'ListNotFound' }
  | { readonly _tag: 'TooManyLists' }

/** The caller's lists of contacts (docs/contacts.md "Lists"): create, rename, delete, read. */
export class ContactLists {
  constructor(
    private readonly workspace: ContactsWorkspace,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  all(caller: Caller): Promise<readonly ContactList[]> {
    return this.workspace.lists(caller.userId)
  }

  async create(caller: Caller, name: string): Promise<ContactList | ListFailure> {
    const clean = listName(name)
    if (typeof clean !== 'string') return clean
    if ((await this.workspace.lists(caller.userId)).length >= MAX_LISTS) return { _tag: 'TooManyLists' }
    const list = { id: this.ids.next(), name: clean, at: this.clock.now() }
    if (!(await this.workspace.createList(caller.userId, list))) return { _tag: 'ListNameTaken' }
    return { id: list.id, name: list.name, createdAt: list.at, size: 0 }
  }

  async rename(
    caller: Caller,
    listId: string,
    name: string,
  ): Promise<{ readonly _tag: 'Renamed'; readonly name: string } | ListFailure> {
    const clean = listName(name)
    if (typeof clean !== 'string') return clean
    const done = await this.workspace.renameList(caller.userId, listId, clean)
    if (done === 'notFound') return { _tag: 'ListNotFound' }
    if (done === 'nameTaken') return { _tag: 'ListNameTaken' }
    return { _tag: 'Renamed', name: clean }
  }

  async remove(caller: Caller, listId: string): Promise<{ readonly _tag: 'Deleted' } | ListFailure> {
    return (await this.workspace.deleteList(caller.userId, listId))
      ? { _tag: 'Deleted' }
      : { _tag: 'ListNotFound' }
  }

  /** Takes people out of a list (they stay in Contacts and in other lists). */
  removeMembers(caller: Caller, listId: string, profileIds: readonly ProfileId[]): Promise<ListChange> {
    return this.workspace.removeFromList(caller.userId, listId, profileIds)
  }
}
