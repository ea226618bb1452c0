import type Provider from 'oidc-provider'
import type { InteractionResults } from 'oidc-provider'

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []

/** The scopes the consent prompt asks about (OpenID Connect's and the API's), for the page. */
export const requestedScopes = (interaction: Interaction): string[] => {
  const { details } = interaction.prompt
  const resource = Object.values((details.missingResourceScopes ?? {}) as Record<string, unknown>).flatMap(
    strings,
  )
  return [...new Set([...strings(details.missingOIDCScope), ...resource])]
}

/**
 * Grants what the consent prompt found missing (scopes, claims, the API's scopes) to the signed-in
 * account, in the interaction's grant (or a new one), and returns the consent result to finish with.
 */
export const grantConsent = async (
  provider: Provider,
  interaction: Interaction,
): Promise<InteractionResults> => {
  const accountId = interaction.session?.accountId
  const clientId = interaction.params.client_id
  if (accountId === undefined || typeof clientId !== 'string')
    throw new Error('consent without a signed-in account')
  const existing =
    interaction.grantId === undefined ? undefined : await provider.Grant.find(interaction.grantId)
  const grant = existing ?? new provider.Grant({ accountId, clientId })
  const { details } = interaction.prompt
  const scopes = strings(details.missingOIDCScope)
  if (scopes.length > 0) grant.addOIDCScope(scopes.join(' '))
  const claims = strings(details.missingOIDCClaims)
  if (claims.length > 0) grant.addOIDCClaims(claims)
  for (const [indicator, resourceScopes] of Object.entries(
    (details.missingResourceScopes ?? {}) as Record<string, unknown>,
  ))
    grant.addResourceScope(indicator, strings(resourceScopes).join(' '))
  const grantId = await grant.save()
  return { consent: existing === undefined ? { grantId } : {} }
}
