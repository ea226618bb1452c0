import { clientConfig } from '../../../http-contract/public.ts'
import { type AnyRoute, defineRoute } from '../routing/route.ts'

export type ClientConfigRouteConfig = {
  /** The OpenID Connect issuer the web app signs in with (the embedded one: `<PUBLIC_URL>/oidc`). */
  readonly issuer: string
  /** The web app's client id at that issuer. */
  readonly clientId: string
  /** The API's resource indicator: the audience access tokens are asked for. */
  readonly audience: string
  /** The scopes the web app asks for (SPEC §6). */
  readonly scopes: readonly string[]
  /** The ID token claim holding roles; the web app reads `admin` from it. Default `roles`. */
  readonly rolesClaim?: string
}

/**
 * The web app learns its identity provider at run time, so one build works with the embedded provider
 * and with any other issuer set by configuration alone. Everything here is public by nature: it is in
 * every authorization request the browser sends.
 */
export const clientConfigRoutes = (config: ClientConfigRouteConfig): readonly AnyRoute[] => {
  const body = {
    issuer: config.issuer,
    clientId: config.clientId,
    audience: config.audience,
    scopes: [...config.scopes],
    rolesClaim: config.rolesClaim ?? 'roles',
  }
  return [
    defineRoute(clientConfig, async ({ reply }) => {
      // Browsers may keep it briefly; a changed issuer reaches every page within five minutes.
      reply.header('cache-control', 'public, max-age=300')
      return body
    }),
  ]
}
