import { SIGN_IN_SCOPES } from '../../../domain/identity/sign-in-rules.ts'
import type { ServerConfig } from '../config/server-config.ts'
import { EXTENSION_PUBLIC_KEY } from './extension-key.ts'
import type { ExtensionTarget } from './extension-manifest.ts'

/**
 * The extension made for the service this configuration describes: the build (`npm run
 * build:extension`) and the download (which rewrites the build for the serving address) both use it.
 */
export const extensionTargetOf = (config: ServerConfig, version: string): ExtensionTarget => ({
  serviceUrl: config.publicUrl,
  issuer: config.oidc.issuer,
  clientId: config.extension.clientId,
  audience: config.oidc.audience,
  rolesClaim: config.oidc.rolesClaim,
  scopes: SIGN_IN_SCOPES,
  brandName: config.brand.name,
  version,
  publicKey: EXTENSION_PUBLIC_KEY,
})
