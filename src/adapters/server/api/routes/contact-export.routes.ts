import { Schema } from 'effect'
import type { ExportRevealedContacts } from '../../../../application/server/export-revealed-contacts.use-case.ts'
import { exportFileName } from '../../../../domain/export/contacts-csv.ts'
import { ApiFailure } from '../routing/api-failure.ts'
import { Text } from '../routing/common-schemas.ts'
import { type AnyRoute, defineRoute } from '../routing/route.ts'

export const EXPORT_NOT_INCLUDED_MESSAGE = 'CSV export is included in Pro plans and Pro packets'

const ExportQuery = Schema.Struct({
  domain: Schema.optionalKey(Text(200)),
  company: Schema.optionalKey(Text(200)),
})

export type ContactExportRouteDeps = { readonly exportContacts: ExportRevealedContacts }

export const contactExportRoutes = (deps: ContactExportRouteDeps): readonly AnyRoute[] => [
  defineRoute({
    method: 'GET',
    path: '/api/contact/export',
    access: 'user',
    tag: 'contacts',
    summary:
      'Download what you revealed as CSV (UTF-8 with BOM), latest first: everyone, or one company by ' +
      '`domain` (wins when both are given) or exact `company` name; only revealed parts; free',
    query: ExportQuery,
    produces: 'text/csv',
    errors: [
      {
        status: 403,
        code: 'EXPORT_NOT_INCLUDED',
        when: 'no Pro plan or Pro packet is running (a cancelled one counts until it expires)',
      },
    ],
    handle: async ({ caller, query, reply }) => {
      const result = await deps.exportContacts.execute({ caller, filter: query })
      if (result._tag === 'ExportNotIncluded')
        throw new ApiFailure(403, 'EXPORT_NOT_INCLUDED', EXPORT_NOT_INCLUDED_MESSAGE)
      reply
        .header('content-disposition', `attachment; filename="${exportFileName(result.at)}"`)
        // Personal data: kept by the browser that asked, by no cache on the way.
        .header('cache-control', 'no-store')
      return result.csv
    },
  }),
]
