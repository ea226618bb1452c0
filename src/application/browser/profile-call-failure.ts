import type { ProfileId } from '../../domain/profiles/profile-id.ts'
import { type ApiCallFailed, apiCallFailed } from './ports/api-call-failed.ts'
import type { ContactsFailure, ProfileContacts } from './ports/contacts.gateway.port.ts'

/** A member's key as the profile calls take it: the service gave it, so it is one already. */
export const memberProfileId = (key: string): ProfileId => key as ProfileId

/**
 * The contacts gateway's failures in the dashboard's terms (ApiCallFailed), so the members page reports
 * them through the one failure table like every other dashboard call.
 */
export const asDashboardAnswer = (
  answer: ProfileContacts | ContactsFailure,
): ProfileContacts | ApiCallFailed => {
  if (!('_tag' in answer)) return answer
  if (answer._tag === 'ProfileNotFound') return apiCallFailed(404, { code: 'PROFILE_NOT_FOUND' })
  const { status, message } = answer
  const known = typeof status === 'number' || status === 'network' || status === 'timeout'
  return apiCallFailed(known ? status : 'network', { message })
}
