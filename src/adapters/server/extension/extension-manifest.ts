/** What a build of the extension is made for: the service it talks to and the client it signs in as. */
export type ExtensionTarget = {
  /** The service's public address (PUBLIC_URL): the API, the web app and, embedded, the provider. */
  readonly serviceUrl: string
  /** The identity provider's issuer; its pages send the browser back to the extension after sign-in. */
  readonly issuer: string
  /** The OpenID Connect client the extension signs in as (public, PKCE). */
  readonly clientId: string
  /** The API's audience, the roles claim and the scopes: the same as the web app's sign-in. */
  readonly audience: string
  readonly rolesClaim: string
  readonly scopes: readonly string[]
  readonly brandName: string
  readonly version: string
  readonly publicKey: string
}

/**
 * What the extension's pages read at start (config.json; the manifest cannot carry arbitrary data): the
 * service, and the sign-in settings the web app gets from GET /api/client-config, with the extension's
 * own client, so the popup needs no call before it can show anything.
 */
export type ExtensionRuntimeConfig = {
  readonly serviceUrl: string
  readonly brandName: string
  readonly client: {
    readonly issuer: string
    readonly clientId: string
    readonly audience: string
    readonly rolesClaim: string
    readonly scopes: readonly string[]
  }
}

/** The social network's hosts, so the popup may read a profile tab's address (SPEC §5's rule applies). */
export const PROFILE_HOST_PATTERNS = ['*://*.linkedin.com/*'] as const

// Match patterns take no port: `http://localhost/*` matches every port of localhost.
const originPattern = (url: string) => {
  const { protocol, hostname } = new URL(url)
  return `${protocol}//${hostname}/*`
}

/**
 * Manifest V3. Permissions are the least that works: `storage` for the tokens and the language,
 * `activeTab` to read the address of the tab the user clicked the icon on, and host access to the
 * service (its API without CORS) and to the profile hosts. No background worker: the popup and the
 * sign-in page do everything, so nothing runs while the user is not using the extension.
 */
export const extensionManifest = (target: ExtensionTarget) => {
  const service = originPattern(target.serviceUrl)
  const provider = originPattern(target.issuer)
  const icons = {
    16: 'icons/icon-16.png',
    32: 'icons/icon-32.png',
    48: 'icons/icon-48.png',
    128: 'icons/icon-128.png',
  }
  return {
    manifest_version: 3,
    name: target.brandName,
    description: '__MSG_description__',
    default_locale: 'en',
    version: target.version,
    key: target.publicKey,
    icons,
    action: { default_popup: 'popup.html', default_title: target.brandName, default_icon: icons },
    permissions: ['storage', 'activeTab'],
    host_permissions: [...new Set([service, provider, ...PROFILE_HOST_PATTERNS])],
    // Reads the web app's saved language whenever one of its pages is open (the popup follows it).
    content_scripts: [{ matches: [service], js: ['language-sync.js'], run_at: 'document_idle' }],
    // The provider sends the browser back to this page with the code; only the provider's pages may.
    web_accessible_resources: [{ resources: ['sign-in.html'], matches: [...new Set([service, provider])] }],
    minimum_chrome_version: '120',
  }
}

export const extensionRuntimeConfig = (target: ExtensionTarget): ExtensionRuntimeConfig => ({
  serviceUrl: target.serviceUrl,
  brandName: target.brandName,
  client: {
    issuer: target.issuer,
    clientId: target.clientId,
    audience: target.audience,
    rolesClaim: target.rolesClaim,
    scopes: target.scopes,
  },
})

/** The address the provider returns to: registered with the provider for the extension's client. */
export const extensionRedirectUri = (extensionId: string) => `chrome-extension://${extensionId}/sign-in.html`
