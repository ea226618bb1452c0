import type { Language } from '../../../domain/preferences/language.ts'
import type { ApiCallFailed } from './api-call-failed.ts'

/** What a person types on the opt-out page, and the language the confirmation mail is to be in. */
export type RemovalRequest = {
  readonly profileLink: string
  readonly email: string
  readonly language: Language
}

/** The request was taken: a link went to the address given, working until `expiresAt` (ISO 8601). */
export type RemovalRequested = { readonly expiresAt: string }

export type RemovalConfirmed = { readonly confirmed: true }

/**
 * The public opt-out calls (no one is signed in): POST /opt-out and POST /opt-out/confirm. Refusals
 * come back as ApiCallFailed with the service's stable code (OPT_OUT_*), never thrown.
 */
export interface OptOutGateway {
  request(input: RemovalRequest): Promise<RemovalRequested | ApiCallFailed>
  confirm(token: string): Promise<RemovalConfirmed | ApiCallFailed>
}
