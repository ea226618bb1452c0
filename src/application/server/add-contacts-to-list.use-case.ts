import { MAX_LIST_CHANGE } from '../../domain/contacts-workspace/lists.ts'
import type { ProfileId } from '../../domain/profiles/profile-id.ts'
import type { Caller } from './caller.ts'
import type { ContactLists, ListFailure } from './contact-lists.use-case.ts'
import type { Clock } from './ports/clock.port.ts'
import type { ContactsWorkspace } from './ports/contacts-workspace.port.ts'

/** An existing list of the caller's, or a new one by name. */
export type ListTarget = { readonly listId: string } | { readonly newListName: string }

export type AddedToList = {
  readonly _tag: 'AddedToList'
  readonly listId: string
  /** People who were not in the list before. */
  readonly added: number
}

/**
 * "Add these people to a list" (docs/contacts.md): from the Contacts page, the members table, and a
 * bulk job's result ("add all found to list…"). Only people the caller revealed join; others are left
 * out silently (counted out of `added`); any number, written in batches of MAX_LIST_CHANGE.
 */
export class AddContactsToList {
  constructor(
    private readonly workspace: ContactsWorkspace,
    private readonly lists: ContactLists,
    private readonly clock: Clock,
  ) {}

  async execute(
    caller: Caller,
    target: ListTarget,
    profileIds: readonly ProfileId[],
  ): Promise<AddedToList | ListFailure> {
    let listId: string
    if ('listId' in target) listId = target.listId
    else {
      const created = await this.lists.create(caller, target.newListName)
      if (!('id' in created)) return created
      listId = created.id
    }
    const unique = [...new Set(profileIds)]
    const at = this.clock.now()
    let added = 0
    for (let start = 0; start === 0 || start < unique.length; start += MAX_LIST_CHANGE) {
      const change = await this.workspace.addToList(
        caller.userId,
        listId,
        unique.slice(start, start + MAX_LIST_CHANGE),
        at,
      )
      if (change._tag === 'ListNotFound') return change
      added += change.changed
    }
    return { _tag: 'AddedToList', listId, added }
  }
}
