import type { ExportRevealedContacts } from '../../../../application/server/export-revealed-contacts.use-case.ts'
import { exportFileName } from '../../../../domain/export/contacts-csv.ts'
import { exportContacts } from '../../../http-contract/contacts.ts'
import { type AnyRoute, defineRoute } from '../routing/route.ts'
import { refuseContact } from './contact.failures.ts'

export type ContactExportRouteDeps = { readonly exportContacts: ExportRevealedContacts }

export const contactExportRoutes = (deps: ContactExportRouteDeps): readonly AnyRoute[] => [
  defineRoute(exportContacts, async ({ caller, query, reply }) => {
    const result = await deps.exportContacts.execute({ caller, filter: query })
    if (result._tag === 'ExportNotIncluded') throw refuseContact(result)
    reply
      .header('content-disposition', `attachment; filename="${exportFileName(result.at)}"`)
      // Personal data: kept by the browser that asked, by no cache on the way.
      .header('cache-control', 'no-store')
    return result.csv
  }),
]
