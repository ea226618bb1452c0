import { describe, expect, it, vi } from 'vitest'
import { CLIENT_CONFIG_PATH, clientConfigLoader, decodeClientConfig } from './client-config.ts'

const body = {
  issuer: 'http://localhost:3000/oidc',
  clientId: 'leadlens-web',
  audience: 'urn:leadlens:api',
  scopes: ['openid', 'offline_access'],
  rolesClaim: 'roles',
}

describe('client configuration', () => {
  it('decodes the endpoint’s answer, ignoring fields it does not know', () => {
    expect(decodeClientConfig({ ...body, extra: true })).toEqual(body)
  })

  it('reads roles from the roles claim when the service names none', () => {
    const { rolesClaim: _, ...withoutRoles } = body
    expect(decodeClientConfig(withoutRoles)).toMatchObject({ rolesClaim: 'roles' })
  })

  it.each([
    ['no issuer', { ...body, issuer: undefined }],
    ['an issuer that is not a web address', { ...body, issuer: 'oidc' }],
    ['an empty client id', { ...body, clientId: '' }],
    ['scopes that are not a list', { ...body, scopes: 'openid' }],
    ['nothing', null],
  ])('refuses an answer with %s', (_, answer) => {
    expect(decodeClientConfig(answer)).toMatchObject({ _tag: 'ClientConfigUnavailable' })
  })

  it('is fetched once from the service and kept', async () => {
    const fetchFn = vi.fn(async () => Response.json(body))
    const load = clientConfigLoader(fetchFn, 'http://localhost:3000')
    expect(await load()).toEqual(body)
    expect(await load()).toEqual(body)
    expect(fetchFn).toHaveBeenCalledTimes(1)
    expect(String((fetchFn.mock.calls[0] as unknown[])[0])).toBe(`http://localhost:3000${CLIENT_CONFIG_PATH}`)
  })

  it('is fetched again after a failure', async () => {
    const fetchFn = vi
      .fn<typeof fetch>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response('nope', { status: 503 }))
      .mockResolvedValue(Response.json(body))
    const load = clientConfigLoader(fetchFn, 'http://localhost:3000')
    expect(await load()).toMatchObject({ _tag: 'ClientConfigUnavailable', reason: 'Failed to fetch' })
    expect(await load()).toMatchObject({
      _tag: 'ClientConfigUnavailable',
      reason: 'client configuration answered 503',
    })
    expect(await load()).toEqual(body)
  })
})
