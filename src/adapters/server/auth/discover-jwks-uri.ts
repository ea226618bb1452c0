const DISCOVERY_TIMEOUT_MS = 5_000

/** The provider's key-set address, from its OpenID discovery document (issuer + /.well-known/...). */
export const discoverJwksUri = async (issuer: string): Promise<URL> => {
  const url = `${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`
  const response = await fetch(url, { signal: AbortSignal.timeout(DISCOVERY_TIMEOUT_MS), redirect: 'error' })
  if (!response.ok) throw new Error(`discovery document ${url} answered ${response.status}`)
  const document = (await response.json()) as { issuer?: unknown; jwks_uri?: unknown }
  if (typeof document.jwks_uri !== 'string') throw new Error(`discovery document ${url} has no jwks_uri`)
  return new URL(document.jwks_uri)
}
