import { describe, expect, it } from 'vitest'
import { SIGN_IN_SCOPES } from '../../../domain/identity/sign-in-rules.ts'
import { oidcSettings } from './oidc-settings.ts'

const memoryStorage = (): Storage => {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  }
}

const config = {
  issuer: 'https://id.leadlens.example/oidc',
  clientId: 'leadlens-web',
  audience: 'urn:leadlens:api',
  scopes: SIGN_IN_SCOPES,
  rolesClaim: 'roles',
}

describe('oidc-client-ts settings', () => {
  const sessionStorage = memoryStorage()
  const localStorage = memoryStorage()
  const settings = oidcSettings(config, {
    origin: 'https://app.leadlens.example',
    sessionStorage,
    localStorage,
  })

  it('signs in with the configured issuer and client, returning to /callback and, signed out, to /', () => {
    expect(settings).toMatchObject({
      authority: 'https://id.leadlens.example/oidc',
      client_id: 'leadlens-web',
      redirect_uri: 'https://app.leadlens.example/callback',
      post_logout_redirect_uri: 'https://app.leadlens.example/',
      response_type: 'code',
      scope: 'openid offline_access profile email roles read write',
    })
  })

  it('asks for access tokens for the API audience, on the authorization and the token request', () => {
    expect(settings.resource).toBe('urn:leadlens:api')
    expect(settings.extraTokenParams).toEqual({ resource: 'urn:leadlens:api' })
  })

  it('refreshes only on demand, loads no user info and revokes the refresh token', () => {
    expect(settings.automaticSilentRenew).toBe(false)
    expect(settings.loadUserInfo).toBe(false)
    expect(settings.revokeTokenTypes).toEqual(['refresh_token'])
    expect(settings.disablePKCE ?? false).toBe(false)
  })

  it('keeps the sign-in session in the tab’s storage and the tokens in the shared one', async () => {
    await settings.stateStore?.set('state-1', '{}')
    await settings.userStore?.set('user:x', '{}')
    expect(sessionStorage.getItem('oidc.state-1')).toBe('{}')
    expect(localStorage.getItem('oidc.user:x')).toBe('{}')
    expect(localStorage.getItem('oidc.state-1')).toBeNull()
  })
})
