import type Provider from 'oidc-provider'
import { type EmbeddedProviderSettings, embeddedProviderConfiguration } from './oidc-provider-config.ts'

export type ProviderLog = {
  error(details: object, message: string): void
}

/**
 * The embedded OpenID Connect provider. oidc-provider is loaded here, on first use, so a service
 * configured with an external issuer never loads it.
 */
export const createEmbeddedProvider = async (
  settings: EmbeddedProviderSettings,
  log: ProviderLog,
): Promise<Provider> => {
  const { default: OidcProvider, errors, interactionPolicy } = await import('oidc-provider')
  const provider = new OidcProvider(
    settings.issuer,
    embeddedProviderConfiguration(settings, errors.InvalidTarget, interactionPolicy),
  )
  // Fastify trusts X-Forwarded-* (trustProxy); so must the provider, or behind a TLS-terminating proxy it
  // would think itself on http and build wrong URLs and insecure cookies.
  provider.proxy = true
  provider.on('server_error', (_ctx, error) =>
    log.error({ err: error }, 'identity provider failed a request'),
  )
  // Koa reports errors it did not hand to a response here; without a listener it prints to stderr.
  // (Koa's own event, which oidc-provider's typings leave out.)
  const koa: NodeJS.EventEmitter = provider
  koa.on('error', (error: unknown) => log.error({ err: error }, 'identity provider error'))
  return provider
}
