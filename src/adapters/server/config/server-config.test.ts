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

  it('gives the first accounts ADMIN_EMAIL and DEMO_EMAIL, refusing a bad address in one line', () => {
    const config = loadServerConfig({ ADMIN_EMAIL: 'admin@leads.example', DEMO_EMAIL: 'demo@leads.example' })
    expect(config.embeddedIdentity?.admin.email).toBe('admin@leads.example')
    expect(config.embeddedIdentity?.demo.email).toBe('demo@leads.example')
    expect(loadServerConfig({}).embeddedIdentity?.admin.email).toBeUndefined()
    let message = ''
    try {
      loadServerConfig({ ADMIN_EMAIL: 'admin at leads' })
    } catch (error) {
      message = String((error as Error).message)
    }
    expect(message.split('\n').filter((line) => line.includes('ADMIN_EMAIL'))).toEqual([
      expect.stringContaining('an email address, such as admin@leads.example'),
    ])
    expect(message).toContain('admin at leads')
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

describe('headers and limits', () => {
  it('allows browser calls from PUBLIC_URL, the extension and CORS_ORIGINS, written as browsers send them', () => {
    expect(loadServerConfig({ PUBLIC_URL: 'https://leads.example/' }).http.corsOrigins).toEqual([
      'https://leads.example',
      'chrome-extension://lmmfoikogdfegjpckkkpkdghddafhpdl',
    ])
    const config = loadServerConfig({
      PUBLIC_URL: 'https://leads.example',
      EXTENSION_ID: 'abcdefghijklmnopabcdefghijklmnop',
      CORS_ORIGINS: 'https://Partner.example/,http://localhost:5173,https://leads.example',
    })
    expect(config.http.corsOrigins).toEqual([
      'https://leads.example',
      'chrome-extension://abcdefghijklmnopabcdefghijklmnop',
      'https://partner.example',
      'http://localhost:5173',
    ])
  })

  it.each(['*', 'https://a.example/path', 'partner.example', 'https://a.example,,https://b.example'])(
    'refuses CORS_ORIGINS=%s (origins only), naming the variable',
    (value) => expect(() => loadServerConfig({ CORS_ORIGINS: value })).toThrow(/CORS_ORIGINS/),
  )

  it('shows images from the service and data: URIs only, unless CSP_IMG_ORIGINS names more', () => {
    expect(loadServerConfig({}).http.imageOrigins).toEqual([])
    expect(loadServerConfig({ CSP_IMG_ORIGINS: 'https://cdn.example' }).http.imageOrigins).toEqual([
      'https://cdn.example',
    ])
    expect(() => loadServerConfig({ CSP_IMG_ORIGINS: "'unsafe-inline'" })).toThrow(/CSP_IMG_ORIGINS/)
  })

  it('limits generously by default, takes other limits from the environment, 0 for none', () => {
    expect(loadServerConfig({}).http.rateLimits).toEqual({ perIp: 1200, perUser: 600, signIn: 10 })
    expect(
      loadServerConfig({
        RATE_LIMIT_PER_MINUTE: '0',
        RATE_LIMIT_USER_PER_MINUTE: '30',
        RATE_LIMIT_LOGIN_PER_MINUTE: '3',
      }).http.rateLimits,
    ).toEqual({ perIp: 0, perUser: 30, signIn: 3 })
    expect(() => loadServerConfig({ RATE_LIMIT_PER_MINUTE: '-1' })).toThrow(/RATE_LIMIT_PER_MINUTE/)
    expect(() => loadServerConfig({ RATE_LIMIT_LOGIN_PER_MINUTE: 'lots' })).toThrow(
      /RATE_LIMIT_LOGIN_PER_MINUTE/,
    )
  })

  it('believes only a proxy on this machine by default, or the ones TRUST_PROXY names', () => {
    expect(loadServerConfig({}).http.trustProxy).toEqual(['loopback'])
    expect(loadServerConfig({ TRUST_PROXY: 'true' }).http.trustProxy).toBe(true)
    expect(loadServerConfig({ TRUST_PROXY: 'false' }).http.trustProxy).toBe(false)
    expect(loadServerConfig({ TRUST_PROXY: '1' }).http.trustProxy).toBe(1)
    expect(loadServerConfig({ TRUST_PROXY: 'loopback,10.0.0.0/8' }).http.trustProxy).toEqual([
      'loopback',
      '10.0.0.0/8',
    ])
    expect(() => loadServerConfig({ TRUST_PROXY: 'every one' })).toThrow(/TRUST_PROXY/)
  })
})

describe('stopping', () => {
  it('gives a stop 30 s to finish requests and jobs by default, or SHUTDOWN_GRACE_SECONDS (issue 32)', () => {
    expect(loadServerConfig({}).shutdownGraceSeconds).toBe(30)
    expect(loadServerConfig({ SHUTDOWN_GRACE_SECONDS: '120' }).shutdownGraceSeconds).toBe(120)
    for (const bad of ['1', '0', '2.5', 'soon'])
      expect(() => loadServerConfig({ SHUTDOWN_GRACE_SECONDS: bad }), bad).toThrow(/SHUTDOWN_GRACE_SECONDS/)
  })
})

describe('the contact engine settings', () => {
  it('reach mail servers on port 25 politely by default, and re-verify after 90 days within a daily budget', () => {
    expect(loadServerConfig({}).contactEngine).toEqual({
      heloName: 'verify.leadlens.example',
      mailFrom: 'verify@leadlens.example',
      smtpPort: 25,
      dnsServers: [],
      socksProxy: null,
      perHostConnections: 2,
      perHostIntervalMs: 250,
      budgetMs: 60_000,
      reverifyAfterDays: 90,
      reverifyDailyBudget: 5000,
      verifyWorkers: 2,
      jobHeartbeatSeconds: 60,
      jobRetryDelaySeconds: 30,
    })
  })

  it('takes DNS servers, a SOCKS5 proxy and the pace from the environment, refusing bad ones', () => {
    const engine = loadServerConfig({
      VERIFY_DNS_SERVERS: '127.0.0.1:5353,10.0.0.2',
      VERIFY_SOCKS_PROXY: 'proxy.internal:1080',
      VERIFY_PER_HOST_CONNECTIONS: '4',
    }).contactEngine
    expect(engine).toMatchObject({
      dnsServers: ['127.0.0.1:5353', '10.0.0.2'],
      socksProxy: { host: 'proxy.internal', port: 1080 },
      perHostConnections: 4,
    })
    expect(() => loadServerConfig({ VERIFY_SOCKS_PROXY: 'no-port' })).toThrow(/VERIFY_SOCKS_PROXY/)
    expect(() => loadServerConfig({ VERIFY_PER_HOST_CONNECTIONS: '0' })).toThrow(
      /VERIFY_PER_HOST_CONNECTIONS/,
    )
  })

  it('counts rate limits in memory unless REDIS_URL names a Redis server; webhooks go to public addresses only', () => {
    expect(loadServerConfig({}).publicApi).toEqual({
      redisUrl: null,
      redisKeyPrefix: 'leadlens:',
      webhooksAllowPrivateTargets: false,
    })
    expect(
      loadServerConfig({
        REDIS_URL: 'redis://127.0.0.1:6379',
        REDIS_KEY_PREFIX: 'staging:',
        WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'true',
      }).publicApi,
    ).toEqual({
      redisUrl: 'redis://127.0.0.1:6379',
      redisKeyPrefix: 'staging:',
      webhooksAllowPrivateTargets: true,
    })
    expect(() => loadServerConfig({ REDIS_URL: 'localhost:6379' })).toThrow(
      'REDIS_URL="localhost:6379": expected a redis:// or rediss:// address, such as redis://127.0.0.1:6379',
    )
    expect(() => loadServerConfig({ WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'yes' })).toThrow(
      'WEBHOOKS_ALLOW_PRIVATE_TARGETS="yes": expected true or false',
    )
  })

  it('takes a job heartbeat of 10 s or more (pg-boss takes none shorter)', () => {
    expect(loadServerConfig({ JOB_HEARTBEAT_SECONDS: '10' }).contactEngine.jobHeartbeatSeconds).toBe(10)
    expect(() => loadServerConfig({ JOB_HEARTBEAT_SECONDS: '9' })).toThrow(/JOB_HEARTBEAT_SECONDS/)
  })

  it('waits 30 s before a failed job runs again unless told a delay from 1 s to an hour', () => {
    expect(loadServerConfig({}).contactEngine.jobRetryDelaySeconds).toBe(30)
    expect(loadServerConfig({ JOB_RETRY_DELAY_SECONDS: '1' }).contactEngine.jobRetryDelaySeconds).toBe(1)
    expect(() => loadServerConfig({ JOB_RETRY_DELAY_SECONDS: '0' })).toThrow(/JOB_RETRY_DELAY_SECONDS/)
    expect(() => loadServerConfig({ JOB_RETRY_DELAY_SECONDS: '3601' })).toThrow(/JOB_RETRY_DELAY_SECONDS/)
  })
})
