import type { CallStatus } from '../../application/browser/ports/api-call-failed.ts'

/**
 * Where a failure happened. Each context is a call site the spec (§8, §4) gives its own reaction;
 * everything else goes through the shared API client and is 'api'.
 */
export const ERROR_CONTEXTS = [
  /** Any dashboard or admin call through the shared client (subscription, members, history, onboarding…). */
  'api',
  /** GET /user/info on app start; its 401 clears the current user (§4). */
  'userInfo',
  /** GET /contact/profile/{id}?reveal=true: 429 is shown in place, other failures only logged. */
  'profileReveal',
  /** GET /contact/search/company (autocomplete): failures only logged. */
  'companySearch',
  /** POST /payment/order for a plan from the pricing page. */
  'order',
  /** POST /payment/order for a packet: 401 asks to sign in, other failures silent. */
  'packetOrder',
  /** GET /invitation (admin list). */
  'invitationList',
  /** GET /invitation/usage-history. */
  'invitationUsage',
  /** POST /invitation: shows the server's message when it gives one. */
  'invitationCreate',
  /** PUT /invitation/{id}: shows the server's message when it gives one. */
  'invitationUpdate',
  /** DELETE /invitation/{id}. */
  'invitationDelete',
  /** Active/inactive switch of an invitation (PRODUCT.md: toggle status, with an error message). */
  'invitationToggle',
  /** GET /invitation/validate in the purchase dialog: answered inside the dialog, not by toast. */
  'invitationValidate',
  /** Obtaining or refreshing the access token before a call: any failure means the login is gone. */
  'tokenRefresh',
] as const

export type ErrorContext = (typeof ERROR_CONTEXTS)[number]

/**
 * What went wrong: how a call ended (an HTTP status, or no answer), or a failure no call produced.
 * 'no-token' = the access token came back empty; 'render' = a component threw;
 * 'not-found' = no route matched the address.
 */
export type ErrorStatus = CallStatus | 'no-token' | 'render' | 'not-found'

export type ErrorInput = {
  readonly context: ErrorContext
  readonly status: ErrorStatus
  /** The `message` of the API error body, if any. */
  readonly message?: string
  /** The `code` of the API error body, if any: stable, unlike the message (docs/api.md). */
  readonly code?: string
  /** The current page address; only used to tell admin pages apart. */
  readonly path?: string
}
