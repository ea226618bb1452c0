import { Result, Schema } from 'effect'
import type { StateStore } from 'oidc-client-ts'
import { type SignInFailure, signInFailure } from '../../../application/browser/ports/sign-in-failure.ts'
import { HOME_PATH, safeReturnPath } from '../../../domain/identity/sign-in-rules.ts'

// What oidc-client-ts saves in sessionStorage when sign-in starts (its SigninState, snake_case). SPEC §5:
// a session without its redirect URI, code verifier and state (the entry's id) as strings is invalid.
const StoredSession = Schema.Struct({
  id: Schema.String,
  code_verifier: Schema.String,
  redirect_uri: Schema.String,
  authority: Schema.String,
  client_id: Schema.String,
})

/** The data sign-in keeps in the session, handed back by oidc-client-ts as `user.state`. */
export type SessionData = { readonly postRedirectUri: string }

const SessionDataSchema = Schema.Struct({ postRedirectUri: Schema.String })

/** The return path kept with the session; home when it is missing or not a path on this site. */
export const returnPathOf = (state: unknown): string => {
  const decoded = Schema.decodeUnknownResult(SessionDataSchema, { onExcessProperty: 'ignore' })(state)
  return Result.isSuccess(decoded) ? safeReturnPath(decoded.success.postRedirectUri) : HOME_PATH
}

// oidc-client-ts may append its own data to the state parameter after this delimiter.
const URL_STATE_DELIMITER = ';'

/**
 * SPEC §5's callback checks, before anything is exchanged: the callback is the registered redirect
 * address, carries a state, and that state names a well-formed session saved in this tab. A malformed
 * session is removed, so it cannot be tried again.
 */
export const checkCallback = async (
  url: string,
  redirectUri: string,
  sessions: StateStore,
): Promise<SignInFailure | null> => {
  const callback = URL.parse(url)
  const expected = new URL(redirectUri)
  if (callback === null || callback.origin !== expected.origin || callback.pathname !== expected.pathname)
    return signInFailure('CallbackMismatch')
  const state = callback.searchParams.get('state')?.split(URL_STATE_DELIMITER, 1)[0]
  if (state === undefined || state === '') return signInFailure('MissingState')
  const stored = await sessions.get(state)
  if (stored === null) return signInFailure('SessionNotFound')
  let parsed: unknown
  try {
    parsed = JSON.parse(stored)
  } catch {
    parsed = null
  }
  const session = Schema.decodeUnknownResult(StoredSession, { onExcessProperty: 'ignore' })(parsed)
  if (Result.isSuccess(session) && session.success.id === state) return null
  await sessions.remove(state)
  return signInFailure('InvalidSession')
}
