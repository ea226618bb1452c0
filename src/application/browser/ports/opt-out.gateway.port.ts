import type { Language } from '../../../domain/preferences/language.ts'
import type { ApiCallFailed } from './api-call-failed.ts'

/** What a person types on the opt-out page, and the language the confirmation mail is to be in. */
export type RemovalRequest = {
  readonly profileLink: string
  /** How to reach the requester, should an admin decide; never where the confirmation goes. */
  readonly email: string
  /** What the requester is to the person, for the admin. */
  readonly relationship: string
  readonly language: Language
}

/**
 * The request was taken. `mailed`: a link went to the person's own address (`sentTo`, masked), working
 * until `expiresAt` (ISO 8601). `review`: the data holds no address for the person; an admin decides.
 */
export type RemovalRequested =
  | { readonly route: 'mailed'; readonly sentTo: string; readonly expiresAt: string }
  | { readonly route: 'review' }

export type RemovalConfirmed = { readonly confirmed: true }

/**
 * The public opt-out calls (no one is signed in): POST /opt-out and POST /opt-out/confirm. Refusals
 * come back as ApiCallFailed with the service's stable code (OPT_OUT_*), never thrown.
 */
export interface OptOutGateway {
  request(input: RemovalRequest): Promise<RemovalRequested | ApiCallFailed>
  confirm(token: string): Promise<RemovalConfirmed | ApiCallFailed>
}
