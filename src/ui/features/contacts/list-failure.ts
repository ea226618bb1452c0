import type { CallFailure } from '../../../application/browser/ports/api-call-failed.ts'

/** The message key of a list call's failure the form shows itself; undefined: the app's table shows it. */
export const listProblemKey = (failure: CallFailure): string | undefined => {
  if (failure._tag !== 'ApiCallFailed') return undefined
  switch (failure.code) {
    case 'LIST_NAME_TAKEN':
      return 'contacts.lists.nameTaken'
    case 'INVALID_LIST_NAME':
      return 'contacts.lists.nameInvalid'
    case 'TOO_MANY_LISTS':
      return 'contacts.lists.tooMany'
    case 'LIST_NOT_FOUND':
      return 'contacts.lists.notFound'
    default:
      return undefined
  }
}
