import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { WORKSPACE_EXPORT_HEADER, workspaceCsv, workspaceExportCells } from './contacts-table.ts'
import { aWorkspaceContact } from './contacts-workspace.arbitraries.ts'

describe('Contacts export rows', () => {
  it('no cell starts like a formula, and every row has the header’s columns', () => {
    fc.assert(
      fc.property(aWorkspaceContact(fc.constant('ada')), fc.array(fc.string()), (c, lists) => {
        const cells = workspaceExportCells({ ...c, name: `=${c.name}` }, lists)
        expect(cells).toHaveLength(WORKSPACE_EXPORT_HEADER.length)
        for (const cell of cells) expect(cell).not.toMatch(/^[=+\-@\t\r]/)
      }),
    )
  })

  it('shows no email or phone cell for a contact without one, and the CSV starts with a BOM and the header', () => {
    fc.assert(
      fc.property(aWorkspaceContact(fc.constant('ada')), (c) => {
        const cells = workspaceExportCells({ ...c, email: null, phone: null }, [])
        expect(cells.slice(5, 10)).toEqual(['', '', '', '', ''])
        expect(workspaceCsv([cells]).startsWith(`\uFEFF${WORKSPACE_EXPORT_HEADER.join(',')}\r\n`)).toBe(true)
      }),
    )
  })
})
