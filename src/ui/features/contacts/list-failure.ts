import type { CallFailure } from '../../../application/browser/ports/api-call-failed.ts'
import type { ListCallCode } from '../../../application/browser/ports/contacts-workspace.api.port.ts'

// Keyed by the list calls' own codes: a code renamed in the contract alone fails the typecheck here.
const PROBLEMS = {
  LIST_NAME_TAKEN: 'contacts.lists.nameTaken',
  INVALID_LIST_NAME: 'contacts.lists.nameInvalid',
  TOO_MANY_LISTS: 'contacts.lists.tooMany',
  LIST_NOT_FOUND: 'contacts.lists.notFound',
} as const satisfies Partial<Record<ListCallCode, string>>

const isProblem = (code: string | undefined): code is keyof typeof PROBLEMS =>
  code !== undefined && Object.hasOwn(PROBLEMS, code)

/**
 * The message key of a list call's failure the form shows itself (a bulk job's "add all found" answers
 * the same codes); undefined: the app's table shows it.
 */
export const listProblemKey = (failure: CallFailure): string | undefined => {
  if (failure._tag !== 'ApiCallFailed' || !isProblem(failure.code)) return undefined
  return PROBLEMS[failure.code]
}
