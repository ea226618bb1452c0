import type { Container } from 'inversify'
import { clientConfigRoutes } from '../../adapters/server/api/routes/client-config.routes.ts'
import { extensionRoutes } from '../../adapters/server/api/routes/extension.routes.ts'
import { siteConfigRoutes } from '../../adapters/server/api/routes/site-config.routes.ts'
import type { ServerConfig } from '../../adapters/server/config/server-config.ts'
import { extensionTargetOf } from '../../adapters/server/extension/extension-target.ts'
import { packExtension } from '../../adapters/server/extension/pack-extension.ts'
import { SIGN_IN_SCOPES } from '../../domain/identity/sign-in-rules.ts'
import { ServerTokens as T } from '../tokens.ts'
import { typedResolver } from '../typed-resolution.ts'

/** What the web app and the extension read about the site: sign-in settings, the site config, the download. */
export const bindSiteArea = (
  container: Container,
  config: ServerConfig,
  build: { readonly version: string },
): void => {
  container.bind(T.AreaRoutes).toDynamicValue((ctx) => [
    // What the web app needs to sign in: the same issuer, client, audience and roles claim as the API.
    ...clientConfigRoutes({ ...config.oidc, scopes: SIGN_IN_SCOPES }),
    ...siteConfigRoutes(config, typedResolver(ctx)(T.Clock)),
    ...extensionRoutes({ download: extensionDownload(config, build) }),
  ])
}

/**
 * The extension zipped for this service, made on the first download and kept: a build appears (or is
 * replaced) with a restart. Until one is found it looks again on each request.
 */
const extensionDownload = (config: ServerConfig, build: { readonly version: string }) => {
  let zip: Uint8Array | null = null
  return () => (zip ??= packExtension(config.extension.distDir, extensionTargetOf(config, build.version)))
}
