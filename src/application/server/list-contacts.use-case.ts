import { type ContactQuery, clampPageSize } from '../../domain/contacts-workspace/contact-query.ts'
import type { Instant } from '../../domain/shared/instant.ts'
import type { Caller } from './caller.ts'
import type { Clock } from './ports/clock.port.ts'
import type { ContactsPage, ContactsWorkspace } from './ports/contacts-workspace.port.ts'

/**
 * GET /api/contacts: one page of the caller's contacts (docs/contacts.md). The first page (no cursor)
 * also counts the contacts the filter keeps; later pages do not count again (the page shows the first
 * page's total), so paging deep costs what the first page costs.
 */
export class ListContacts {
  constructor(
    private readonly workspace: ContactsWorkspace,
    private readonly clock: Clock,
  ) {}

  /** The page, and the time it was read at (when a re-verify may be asked again is told from it). */
  async execute(
    caller: Caller,
    query: ContactQuery,
  ): Promise<{ readonly page: ContactsPage; readonly now: Instant }> {
    const now = this.clock.now()
    const page = await this.workspace.page(
      caller.userId,
      { ...query, limit: clampPageSize(query.limit) },
      query.after === undefined,
    )
    return { page, now }
  }
}
