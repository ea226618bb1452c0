import type { ListFailure } from '../../../../application/server/contact-lists.use-case.ts'
import { CONTACT_LIST_CODES } from '../../../http-contract/contacts-workspace.ts'
import { ERROR_CODES } from '../../../http-contract/error-codes.ts'
import { failureTable } from '../routing/failure-table.ts'

type WorkspaceFailure = ListFailure | { readonly _tag: 'InvalidCursor' }

/** The Contacts page's failures on the wire (DESIGN rule 10). */
export const refuseWorkspace = failureTable<WorkspaceFailure>({
  InvalidListName: {
    status: 400,
    code: CONTACT_LIST_CODES.invalidListName,
    message: 'A list name is 1 to 60 characters',
  },
  ListNameTaken: {
    status: 409,
    code: CONTACT_LIST_CODES.listNameTaken,
    message: 'You have a list of that name',
  },
  ListNotFound: { status: 404, code: CONTACT_LIST_CODES.listNotFound, message: 'No such list' },
  TooManyLists: {
    status: 409,
    code: CONTACT_LIST_CODES.tooManyLists,
    message: 'You have the most lists allowed',
  },
  InvalidCursor: {
    status: 400,
    code: ERROR_CODES.invalidRequest,
    message: 'after: not a page this service gave',
  },
})
