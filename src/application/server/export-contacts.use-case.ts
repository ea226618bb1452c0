import {
  type ContactCursor,
  type ContactFilter,
  EXPORT_BATCH,
} from '../../domain/contacts-workspace/contact-query.ts'
import {
  WORKSPACE_EXPORT_HEADER,
  workspaceCsv,
  workspaceExportCells,
  workspaceExportName,
} from '../../domain/contacts-workspace/contacts-table.ts'
import type { SpreadsheetFormat } from '../../domain/export/spreadsheet-format.ts'
import type { Caller } from './caller.ts'
import type { Clock } from './ports/clock.port.ts'
import type { ContactsWorkspace } from './ports/contacts-workspace.port.ts'
import type { SpreadsheetWriter } from './ports/spreadsheet-writer.port.ts'

export type ExportFormat = SpreadsheetFormat

export type ContactsFile = {
  readonly filename: string
  readonly rows: number
  readonly body: string | Uint8Array
}

/**
 * GET /api/contacts/export.{csv,xlsx}: a list or a filtered view of the caller's contacts, newest first,
 * free (the user paid for them already), with the revealed parts only and every cell defused.
 */
export class ExportContacts {
  constructor(
    private readonly workspace: ContactsWorkspace,
    private readonly spreadsheets: SpreadsheetWriter,
    private readonly clock: Clock,
  ) {}

  async execute(caller: Caller, filter: ContactFilter, format: ExportFormat): Promise<ContactsFile> {
    const names = new Map((await this.workspace.lists(caller.userId)).map((l) => [l.id, l.name]))
    const rows: (readonly string[])[] = []
    let after: ContactCursor | undefined
    do {
      const page = await this.workspace.page(
        caller.userId,
        { filter, sort: 'revealed', direction: 'desc', limit: EXPORT_BATCH, ...(after ? { after } : {}) },
        false,
      )
      for (const c of page.contacts) {
        const lists = (page.listsOf.get(c.profileId) ?? []).map((id) => names.get(id) ?? '')
        rows.push(workspaceExportCells(c, lists))
      }
      after = page.next
    } while (after !== undefined)
    const now = this.clock.now()
    const body =
      format === 'csv'
        ? workspaceCsv(rows)
        : await this.spreadsheets.xlsx('Contacts', [WORKSPACE_EXPORT_HEADER, ...rows])
    return { filename: workspaceExportName(now, format), rows: rows.length, body }
  }
}
