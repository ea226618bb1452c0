import type { ListFailure } from '../../../../application/server/contact-lists.use-case.ts'
import { MAX_COLUMNS } from '../../../../domain/enrichment/enrichment-limits.ts'
import { ENRICHMENT_CODES as C } from '../../../http-contract/enrichment.ts'
import type { ApiFailure } from '../routing/api-failure.ts'
import { failureTable } from '../routing/failure-table.ts'
import { refuseWorkspace } from './contacts-workspace.failures.ts'

type EnrichmentFailure =
  | { readonly _tag: 'BulkNotIncluded' }
  | { readonly _tag: 'NoFile' }
  | { readonly _tag: 'UnsupportedFile' }
  | { readonly _tag: 'FileTooLarge' }
  | { readonly _tag: 'TooManyRows' }
  | { readonly _tag: 'TooManyColumns' }
  | { readonly _tag: 'EmptyFile' }
  | { readonly _tag: 'UnreadableFile'; readonly detail: string }
  | { readonly _tag: 'JobNotFound' }
  | { readonly _tag: 'BadMapping' }
  | { readonly _tag: 'WrongState' }

/** Bulk enrichment's failures on the wire (DESIGN rule 10). */
export const refuseEnrichment = failureTable<EnrichmentFailure>({
  BulkNotIncluded: {
    status: 403,
    code: C.bulkNotIncluded,
    message: 'Bulk enrichment comes with the Pro plans',
  },
  NoFile: { status: 400, code: C.noFile, message: 'Send the file as the multipart field "file"' },
  UnsupportedFile: { status: 415, code: C.unsupportedFile, message: 'Upload a CSV or XLSX file' },
  FileTooLarge: { status: 413, code: C.fileTooLarge, message: 'The file is larger than 20 MB' },
  TooManyRows: { status: 413, code: C.tooManyRows, message: 'The file has more than 100,000 rows' },
  TooManyColumns: {
    status: 422,
    code: C.tooManyColumns,
    message: `The file has more than ${MAX_COLUMNS} columns with data; nothing is cut, so it is refused`,
  },
  EmptyFile: { status: 422, code: C.emptyFile, message: 'The file has no header row or no data rows' },
  UnreadableFile: (f) => ({ status: 422, code: C.unreadableFile, message: f.detail }),
  JobNotFound: { status: 404, code: C.jobNotFound, message: 'No such enrichment job' },
  BadMapping: {
    status: 422,
    code: C.badMapping,
    message: 'Map a profile link, a name with a company or domain, or an email column (each column once)',
  },
  WrongState: { status: 409, code: C.jobState, message: 'The job cannot do that in its current state' },
})

const LIST_FAILURES: ReadonlySet<string> = new Set<ListFailure['_tag']>([
  'InvalidListName',
  'ListNameTaken',
  'ListNotFound',
  'TooManyLists',
])

/** "Add all found to a list…": the job's failures here, the list's as the Contacts page answers them. */
export const refuseAddFoundToList = (failure: EnrichmentFailure | ListFailure): ApiFailure =>
  LIST_FAILURES.has(failure._tag)
    ? refuseWorkspace(failure as ListFailure)
    : refuseEnrichment(failure as EnrichmentFailure)
