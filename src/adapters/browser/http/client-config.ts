import { Result, Schema } from 'effect'
import { DEFAULT_ROLES_CLAIM } from '../../../domain/identity/signed-in-user.ts'
import { clientConfig } from '../../http-contract/public.ts'

/** Where the service says which identity provider the web app signs in with (public, no token). */
export const CLIENT_CONFIG_PATH = clientConfig.path

// The service always names its roles claim; the extension's packed config.json may leave it out, and
// then the default applies.
const ClientConfigBody = Schema.Struct({
  ...clientConfig.response.fields,
  rolesClaim: Schema.optionalKey(clientConfig.response.fields.rolesClaim),
})

/** The web app's sign-in settings, decided by the service's configuration (OIDC_ISSUER and friends). */
export type ClientConfig = {
  readonly issuer: string
  readonly clientId: string
  /** The API's resource indicator: access tokens are asked for it. */
  readonly audience: string
  readonly scopes: readonly string[]
  readonly rolesClaim: string
}

export type ClientConfigUnavailable = { readonly _tag: 'ClientConfigUnavailable'; readonly reason: string }

const unavailable = (reason: string): ClientConfigUnavailable => ({ _tag: 'ClientConfigUnavailable', reason })

/** Decodes the endpoint's body (a boundary: DESIGN rule 13); unknown fields are ignored. */
export const decodeClientConfig = (body: unknown): ClientConfig | ClientConfigUnavailable => {
  const result = Schema.decodeUnknownResult(ClientConfigBody, { onExcessProperty: 'ignore' })(body)
  if (!Result.isSuccess(result))
    return unavailable(`unexpected client configuration: ${result.failure.message}`)
  const { rolesClaim, ...rest } = result.success
  return { ...rest, rolesClaim: rolesClaim ?? DEFAULT_ROLES_CLAIM }
}

export type LoadClientConfig = () => Promise<ClientConfig | ClientConfigUnavailable>

/**
 * Fetches the client configuration once and keeps it for the life of the page; a failed fetch is not
 * kept, so the next sign-in attempt asks again.
 */
export const clientConfigLoader = (fetchFn: typeof fetch, origin: string): LoadClientConfig => {
  let cached: Promise<ClientConfig | ClientConfigUnavailable> | undefined
  const load = async (): Promise<ClientConfig | ClientConfigUnavailable> => {
    try {
      const response = await fetchFn(new URL(CLIENT_CONFIG_PATH, origin), {
        headers: { accept: 'application/json' },
        credentials: 'same-origin',
        signal: AbortSignal.timeout(10_000),
      })
      if (!response.ok) return unavailable(`client configuration answered ${response.status}`)
      return decodeClientConfig(await response.json())
    } catch (error) {
      return unavailable(error instanceof Error ? error.message : String(error))
    }
  }
  return () => {
    cached ??= load().then((config) => {
      if ('_tag' in config) cached = undefined
      return config
    })
    return cached
  }
}
