import type { ContactsWorkspace } from '../../../application/server/ports/contacts-workspace.port.ts'
import type { ContactQuery } from '../../../domain/contacts-workspace/contact-query.ts'
import type { ProfileId } from '../../../domain/profiles/profile-id.ts'
import type { Instant } from '../../../domain/shared/instant.ts'
import type { RecentWriters } from './recent-writers.ts'

/**
 * The Contacts page's reads from the read replica, except a user's own reads in the moments after they
 * changed something (a list made, renamed, emptied; contacts added; a re-verify asked; a reveal, marked
 * by markingReveals): those go to the primary, so a user never sees their own change undone. Every
 * write goes to the primary and marks its user.
 */
export class ReadYourWritesWorkspace implements ContactsWorkspace {
  constructor(
    private readonly primary: ContactsWorkspace,
    private readonly replica: ContactsWorkspace,
    private readonly writers: RecentWriters,
  ) {}

  private async readsOf(userId: string): Promise<ContactsWorkspace> {
    return (await this.writers.wroteRecently(userId)) ? this.primary : this.replica
  }

  private async marked<T>(userId: string, write: Promise<T>): Promise<T> {
    try {
      return await write
    } finally {
      await this.writers.wrote(userId)
    }
  }

  async page(userId: string, query: ContactQuery, withTotal: boolean) {
    return (await this.readsOf(userId)).page(userId, query, withTotal)
  }

  async held(userId: string, profileIds: readonly ProfileId[]) {
    return (await this.readsOf(userId)).held(userId, profileIds)
  }

  async lists(userId: string) {
    return (await this.readsOf(userId)).lists(userId)
  }

  markReverifyRequested(userId: string, profileIds: readonly ProfileId[], at: Instant) {
    return this.marked(userId, this.primary.markReverifyRequested(userId, profileIds, at))
  }

  createList(userId: string, list: { readonly id: string; readonly name: string; readonly at: Instant }) {
    return this.marked(userId, this.primary.createList(userId, list))
  }

  renameList(userId: string, listId: string, name: string) {
    return this.marked(userId, this.primary.renameList(userId, listId, name))
  }

  deleteList(userId: string, listId: string) {
    return this.marked(userId, this.primary.deleteList(userId, listId))
  }

  addToList(userId: string, listId: string, profileIds: readonly ProfileId[], at: Instant) {
    return this.marked(userId, this.primary.addToList(userId, listId, profileIds, at))
  }

  removeFromList(userId: string, listId: string, profileIds: readonly ProfileId[]) {
    return this.marked(userId, this.primary.removeFromList(userId, listId, profileIds))
  }
}
