import { describe, expect, it } from 'vitest'
import { loadServerConfig } from './server-config.ts'

describe('server configuration', () => {
  it('serves on port 3000 with the embedded defaults when nothing is set', () => {
    const config = loadServerConfig({})
    expect(config.port).toBe(3000)
    expect(config.dataDir).toBe('./data')
    expect(config.brand.name).toBe('LeadLens')
  })

  it('takes PORT from the environment and treats an empty value as unset', () => {
    expect(loadServerConfig({ PORT: '8080' }).port).toBe(8080)
    expect(loadServerConfig({ PORT: '' }).port).toBe(3000)
  })

  it('refuses a port that is not a valid TCP port, naming the variable', () => {
    expect(() => loadServerConfig({ PORT: 'abc' })).toThrow(/PORT/)
    expect(() => loadServerConfig({ PORT: '70000' })).toThrow(/PORT/)
  })

  it('refuses an unknown log level', () => {
    expect(() => loadServerConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/)
  })

  it('runs the embedded identity provider unless OIDC_ISSUER names another', () => {
    const embedded = loadServerConfig({ PUBLIC_URL: 'https://leads.example/' })
    expect(embedded.oidc).toMatchObject({ issuer: 'https://leads.example/oidc', clientId: 'leadlens-web' })
    expect(embedded.embeddedIdentity).toEqual({
      admin: { username: 'admin', password: undefined },
      demo: { username: 'demo', password: undefined },
    })
    const external = loadServerConfig({ OIDC_ISSUER: 'https://id.example/realms/x', OIDC_CLIENT_ID: 'web' })
    expect(external.oidc).toMatchObject({ issuer: 'https://id.example/realms/x', clientId: 'web' })
    expect(external.embeddedIdentity).toBeNull()
  })

  it('serves the extension built in ./dist-extension, signing in as its own client with the committed id', () => {
    expect(loadServerConfig({}).extension).toEqual({
      distDir: './dist-extension',
      clientId: 'leadlens-extension',
      id: 'lmmfoikogdfegjpckkkpkdghddafhpdl',
    })
    expect(loadServerConfig({ EXTENSION_ID: 'abcdefghijklmnopabcdefghijklmnop' }).extension.id).toBe(
      'abcdefghijklmnopabcdefghijklmnop',
    )
    expect(() => loadServerConfig({ EXTENSION_ID: 'not-an-id' })).toThrow(/EXTENSION_ID/)
  })

  it('takes the first accounts from the environment, refusing a weak password or a bad name', () => {
    const config = loadServerConfig({
      ADMIN_USERNAME: 'boss',
      ADMIN_PASSWORD: 'long enough',
      DEMO_PASSWORD: '12345678',
    })
    expect(config.embeddedIdentity).toEqual({
      admin: { username: 'boss', password: 'long enough' },
      demo: { username: 'demo', password: '12345678' },
    })
    expect(() => loadServerConfig({ ADMIN_PASSWORD: 'short' })).toThrow(/ADMIN_PASSWORD/)
    expect(() => loadServerConfig({ DEMO_USERNAME: 'no spaces please' })).toThrow(/DEMO_USERNAME/)
  })
})

describe('token algorithms', () => {
  it.each(['none', 'HS256', 'RS256,hs512'])('refuses %s, naming the variable', (value) => {
    expect(() => loadServerConfig({ OIDC_ALGORITHMS: value })).toThrow(/OIDC_ALGORITHMS/)
  })

  it('accepts every asymmetric algorithm by default, ES384 (Logto) included', () => {
    expect(loadServerConfig({}).oidc.algorithms).toEqual(expect.arrayContaining(['RS256', 'ES384', 'EdDSA']))
  })
})

describe('the service-update notice', () => {
  it('is announced only with both a start and an end', () => {
    expect(loadServerConfig({}).notice).toBeNull()
    expect(
      loadServerConfig({ NOTICE_START: '2026-12-01T12:00:00Z', NOTICE_END: '2026-12-04T00:00:00Z' }).notice,
    ).toEqual({ start: '2026-12-01T12:00:00.000Z', end: '2026-12-04T00:00:00.000Z' })
  })

  it('refuses a date that is not one, naming the variable', () => {
    expect(() => loadServerConfig({ NOTICE_START: 'next tuesday', NOTICE_END: '2026-12-04' })).toThrow(
      /NOTICE_START/,
    )
  })
})
