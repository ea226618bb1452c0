import type { GetAccessToken } from './get-access-token.use-case.ts'
import type { ApiCallFailed, TokenUnavailable } from './ports/api-call-failed.ts'

/**
 * Runs a gateway call with the API's bearer token (SPEC §7: every product call is preceded by obtaining
 * one, and runs only when authenticated). Without a token the call does not run.
 */
export const withAccessToken = async <T>(
  getAccessToken: GetAccessToken,
  call: (accessToken: string) => Promise<T | ApiCallFailed>,
): Promise<T | ApiCallFailed | TokenUnavailable> => {
  const token = await getAccessToken.execute()
  if (typeof token !== 'string') return { _tag: 'TokenUnavailable' }
  return call(token)
}
