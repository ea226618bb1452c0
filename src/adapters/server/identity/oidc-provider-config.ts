import type {
  Adapter,
  Configuration,
  interactionPolicy as InteractionPolicy,
  Account as OidcAccount,
  ResourceServer,
} from 'oidc-provider'
import type { Account } from '../../../application/server/ports/account.repository.port.ts'
import { LANGUAGES } from '../../../domain/preferences/language.ts'
import { extensionRedirectUri } from '../extension/extension-manifest.ts'
import type { IdentitySecrets } from './identity-secrets.ts'
import { providerPages } from './provider-pages.ts'

export type EmbeddedProviderSettings = {
  /** `<PUBLIC_URL>/oidc` */
  readonly issuer: string
  readonly publicUrl: string
  readonly clientId: string
  /** The browser extension's own public client: it returns to an extension page, not to the site. */
  readonly extension: { readonly clientId: string; readonly id: string }
  /** The API's resource indicator: the audience of every access token. */
  readonly audience: string
  /** The claim the API reads roles from. */
  readonly rolesClaim: string
  readonly brandName: string
  readonly secrets: IdentitySecrets
  /** oidc-provider's storage, one adapter per model name. */
  readonly storage: (model: string) => Adapter
  readonly findAccount: (id: string) => Promise<Account | undefined>
}

/** SPEC §6. `read` and `write` are the API's scopes; the others are OpenID Connect's. */
export const SCOPES = ['openid', 'offline_access', 'profile', 'email', 'roles', 'read', 'write'] as const
const API_SCOPES = 'read write'
const ACCESS_TOKEN_TTL = 10 * 60
const DAY = 24 * 60 * 60
// The provider's session, its grants and a refresh-token family each last 14 days; a rotated refresh
// token keeps its family's end, so using it never stretches a sign-in.
const SESSION_TTL = 14 * DAY

/**
 * OpenID Connect's `prompt=create` (Initiating User Registration): a client may ask for the
 * create-account form first. It comes before login; the interaction routes resolve it with the login
 * (by sign-up, or by signing in from the form's link back).
 */
export const CREATE_PROMPT = 'create'
const withCreatePrompt = (policies: typeof InteractionPolicy) => {
  const policy = policies.base()
  policy.add(new policies.Prompt({ name: CREATE_PROMPT, requestable: true }), 0)
  return policy
}

const rolesOf = (account: Account): string[] => (account.isAdmin ? ['admin'] : [])

/**
 * The embedded provider's configuration (STACK.md, "what made it work"): one public client with exact
 * redirect URIs and PKCE S256, JWT access tokens for the API audience that carry roles, rotating refresh
 * tokens, keys and cookie keys from the database, and the product's own pages (no devInteractions).
 */
export const embeddedProviderConfiguration = (
  settings: EmbeddedProviderSettings,
  /** oidc-provider's error for an unknown resource (the module is loaded lazily, by the caller). */
  InvalidTarget: new () => Error,
  /** oidc-provider's interaction policy module (loaded with it). */
  policies: typeof InteractionPolicy,
): Configuration => {
  const { publicUrl, audience, brandName } = settings
  const mountPath = new URL(settings.issuer).pathname.replace(/\/$/, '')
  const pages = providerPages({ publicUrl, brandName })
  const claimsOf = (account: Account) => ({
    sub: account.id,
    preferred_username: account.username,
    name: account.username,
    ...(account.email === null ? {} : { email: account.email }),
    [settings.rolesClaim]: rolesOf(account),
  })
  const resourceServer: ResourceServer = {
    scope: API_SCOPES,
    audience,
    accessTokenTTL: ACCESS_TOKEN_TTL,
    accessTokenFormat: 'jwt',
    jwt: { sign: { alg: 'RS256' } },
  }

  return {
    adapter: settings.storage,
    clients: [
      {
        client_id: settings.clientId,
        client_name: brandName,
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [`${publicUrl}/callback`],
        post_logout_redirect_uris: [`${publicUrl}/`],
      },
      {
        client_id: settings.extension.clientId,
        client_name: `${brandName} extension`,
        // A browser extension is a native app in OAuth's sense (RFC 8252): its redirect URI has the
        // browser's private scheme, chrome-extension://<id>/, which a web client may not register.
        application_type: 'native',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [extensionRedirectUri(settings.extension.id)],
      },
    ],
    // RFC 9700: PKCE for every request (S256 is the only method oidc-provider 9 knows), and the
    // redirect URI always sent and compared exactly, even with one registered.
    pkce: { required: () => true },
    // The authorization code flow only (RFC 9700: no implicit grant).
    responseTypes: ['code'],
    allowOmittingSingleRegisteredRedirectUri: false,
    scopes: [...SCOPES],
    claims: {
      openid: ['sub'],
      profile: ['preferred_username', 'name', 'picture'],
      email: ['email'],
      roles: [settings.rolesClaim],
    },
    findAccount: async (_ctx, sub): Promise<OidcAccount | undefined> => {
      const account = await settings.findAccount(sub)
      return account === undefined ? undefined : { accountId: account.id, claims: () => claimsOf(account) }
    },
    // The API reads roles, name and email from the access token itself (jose-access-token-verifier.ts).
    extraTokenClaims: async (_ctx, token) => {
      const accountId = 'accountId' in token ? token.accountId : undefined
      const account = accountId === undefined ? undefined : await settings.findAccount(accountId)
      if (account === undefined) return undefined
      const { sub: _, name: __, ...claims } = claimsOf(account)
      return claims
    },
    // oidc-provider 9 issues refresh tokens only with offline_access and an explicit consent; the
    // product's one client is public and keeps people signed in, so it always gets one (and it rotates).
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    features: {
      devInteractions: { enabled: false },
      // A public client may revoke only its own tokens; another's is left alone, answered 200 (RFC 7009).
      revocation: {
        enabled: true,
        allowedPolicy: async (_ctx, client, token) => token.clientId === client.clientId,
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: pages.signOut,
        postLogoutSuccessSource: pages.signedOut,
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: async () => audience,
        // Without it a token request that names no resource gets an opaque token the API cannot read.
        useGrantedResource: async () => true,
        getResourceServerInfo: async (_ctx, indicator) => {
          if (indicator !== audience) throw new InvalidTarget()
          return resourceServer
        },
      },
    },
    interactions: {
      policy: withCreatePrompt(policies),
      url: async (_ctx, interaction) => `${mountPath}/interaction/${interaction.uid}`,
    },
    jwks: { keys: [...settings.secrets.signingKeys.keys] },
    cookies: {
      keys: [...settings.secrets.cookieKeys],
      long: { httpOnly: true, sameSite: 'lax' },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    ttl: {
      AccessToken: (_ctx, token) => token.resourceServer?.accessTokenTTL ?? ACCESS_TOKEN_TTL,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      Session: SESSION_TTL,
      Grant: SESSION_TTL,
      // A rotated token inherits what is left of its family's life, so rotation never extends a sign-in.
      RefreshToken: (ctx, token, client) => {
        const rotated = ctx?.oidc?.entities.RotatedRefreshToken
        if (rotated !== undefined && client.clientAuthMethod === 'none' && !token.isSenderConstrained())
          return rotated.remainingTTL
        return SESSION_TTL
      },
    },
    // Same-origin in production; in development the web app may be served from another port. The
    // extension's pages call from chrome-extension://<id>, an origin URL parsing gives as 'null'.
    clientBasedCORS: (_ctx, origin, client) =>
      client.clientId === settings.extension.clientId
        ? origin === `chrome-extension://${settings.extension.id}`
        : (client.redirectUris?.some((uri) => URL.parse(uri)?.origin === origin) ?? false),
    renderError: pages.error,
    discovery: { ui_locales_supported: [...LANGUAGES] },
  }
}
