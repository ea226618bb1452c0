import { exportSPKI, importJWK, type JWK, SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiHarness, startApi } from '../support/api-harness.ts'

let api: ApiHarness
beforeAll(async () => {
  api = await startApi()
})
afterAll(() => api.close())

describe('authentication', () => {
  it('refuses a call without a token with 401 and the spec message', async () => {
    const response = await api.call('GET', '/api/user/info')
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({
      statusCode: 401,
      code: 'UNAUTHENTICATED',
      message: 'User not authenticated',
    })
  })

  it.each([
    ['expired', { expiresIn: -3600 }],
    ['forged', { forged: true }],
    ['for another audience', { audience: 'urn:someone-else' }],
    ['from another issuer', { issuer: 'http://127.0.0.1:9/other' }],
  ])('refuses a token %s', async (_, options) => {
    const token = await api.token('mallory', options)
    const response = await api.call('GET', '/api/user/info', { as: { token } })
    expect(response.statusCode).toBe(401)
  })

  it('refuses a token whose algorithm is not allowed (unsigned)', async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')
    const claims = { sub: 'mallory', aud: api.issuer.audience, iss: api.issuer.issuer, exp: 9e9 }
    const body = Buffer.from(JSON.stringify(claims)).toString('base64url')
    const response = await api.call('GET', '/api/user/info', { as: { token: `${header}.${body}.` } })
    expect(response.statusCode).toBe(401)
  })

  it('does not serve the embedded provider when OIDC_ISSUER names another', async () => {
    const response = await api.call('GET', '/oidc/.well-known/openid-configuration')
    expect(response.statusCode).toBe(404)
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' })
  })

  it('refuses HS256 signed with the public key as the secret (algorithm confusion)', async () => {
    const { keys } = (await (await fetch(`${api.issuer.issuer}/jwks`)).json()) as { keys: JWK[] }
    const publicKey = await importJWK({ ...keys[0], alg: 'RS256' }, 'RS256')
    const pem = await exportSPKI(publicKey as CryptoKey)
    const token = await new SignJWT({ roles: ['admin'] })
      .setProtectedHeader({ alg: 'HS256', kid: 'test-key' })
      .setSubject('mallory')
      .setIssuer(api.issuer.issuer)
      .setAudience(api.issuer.audience)
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(pem))
    const response = await api.call('GET', '/api/user/info', { as: { token } })
    expect(response.statusCode).toBe(401)
  })

  it('refuses a malformed Authorization header', async () => {
    const response = await api.call('GET', '/api/user/info', { headers: { authorization: 'Basic abc' } })
    expect(response.statusCode).toBe(401)
  })
})

describe('GET /api/user/info', () => {
  it('answers the signed-in user, with role user or admin from the token', async () => {
    const token = await api.token('ada', { claims: { preferred_username: 'ada', email: 'ada@x.example' } })
    const ada = await api.call('GET', '/api/user/info', { as: { token } })
    expect(ada.statusCode).toBe(200)
    expect(ada.json()).toEqual({
      id: 'ada',
      username: 'ada',
      email: 'ada@x.example',
      avatar: null,
      role: 'user',
      collectionId: null,
    })
    const boss = await api.call('GET', '/api/user/info', { as: { user: 'boss', admin: true } })
    expect(boss.json()).toMatchObject({ id: 'boss', role: 'admin' })
  })

  it('creates a user on first sight with the FREE trial, once however many first requests race', async () => {
    const token = await api.token('racer')
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => api.call('GET', '/api/user/info', { as: { token } })),
    )
    expect(answers.every((r) => r.statusCode === 200)).toBe(true)
    const ledger = await api.container.getAsync(
      (await import('../../src/composition/tokens.ts')).ServerTokens.CreditLedger,
    )
    const buckets = await ledger.buckets('racer')
    expect(buckets).toHaveLength(1)
    expect(buckets[0]).toMatchObject({ kind: 'free', granted: 10, used: 0, expiresAt: null, source: 'FREE' })
  })
})

describe('POST /api/user/collection (onboarding)', () => {
  it('stores the answers and sets collectionId, which user info then carries', async () => {
    const as = { user: 'onboarder' }
    const answers = {
      industry: 'FINANCE',
      country: 'EUROPE',
      companySize: 'FROM_11_TO_50',
      toolPurpose: 'RECRUITMENT',
    }
    const response = await api.call('POST', '/api/user/collection', { as, body: answers })
    expect(response.statusCode).toBe(200)
    const { collectionId } = response.json()
    expect(collectionId).toEqual(expect.any(String))
    expect((await api.call('GET', '/api/user/info', { as })).json().collectionId).toBe(collectionId)
  })

  it('accepts a skip, even with answers beside it', async () => {
    const response = await api.call('POST', '/api/user/collection', {
      as: { user: 'skipper' },
      body: { skip: true, industry: 'nonsense' },
    })
    expect(response.statusCode).toBe(200)
  })

  it.each([
    [
      'an unknown industry',
      { industry: 'MINING', country: 'EUROPE', companySize: 'NOT_SURE', toolPurpose: 'OTHER' },
    ],
    ['a missing field', { industry: 'FINANCE', country: 'EUROPE', companySize: 'NOT_SURE' }],
    ['skip false', { skip: false }],
    ['not an object', [1, 2]],
  ])('refuses %s with 400 INVALID_REQUEST', async (_, body) => {
    const response = await api.call('POST', '/api/user/collection', { as: { user: 'bad' }, body })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ statusCode: 400, code: 'INVALID_REQUEST' })
  })
})

describe('the API document', () => {
  it('is generated from the route table, with bearer security on signed-in calls', async () => {
    const response = await api.call('GET', '/api/openapi.json')
    expect(response.statusCode).toBe(200)
    const document = response.json()
    expect(document.openapi).toBe('3.1.0')
    expect(document.paths['/api/user/info'].get.security).toEqual([{ bearer: [] }])
    expect(document.paths['/api/user/collection'].post.requestBody).toBeDefined()
  })
})

describe('GET /api/client-config', () => {
  it('tells the web app, without sign-in, which issuer, client, audience and scopes to use', async () => {
    const response = await api.call('GET', '/api/client-config')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      issuer: api.issuer.issuer,
      clientId: 'leadlens-web',
      audience: api.issuer.audience,
      scopes: ['openid', 'offline_access', 'profile', 'email', 'roles', 'read', 'write'],
    })
  })
})

describe('GET /api/site-config', () => {
  it('gives brand, addresses and chat link, and no notice unless one is configured', async () => {
    const response = await api.call('GET', '/api/site-config')
    expect(response.json()).toEqual({
      brandName: 'LeadLens',
      supportEmail: 'support@leadlens.example',
      salesEmail: 'sales@leadlens.example',
      chatLink: 'https://chat.leadlens.example/support',
      notice: null,
    })
  })
})
