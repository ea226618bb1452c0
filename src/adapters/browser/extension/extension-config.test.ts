import { describe, expect, it } from 'vitest'
import { decodeExtensionConfig } from './extension-config.ts'

const client = {
  issuer: 'https://leads.example/oidc',
  clientId: 'leadlens-extension',
  audience: 'urn:leadlens:api',
  scopes: ['openid'],
  rolesClaim: 'roles',
}

describe("the extension's config.json", () => {
  it('names the service and the sign-in settings', () => {
    expect(
      decodeExtensionConfig({ serviceUrl: 'https://leads.example', brandName: 'LeadLens', client }),
    ).toEqual({
      serviceUrl: 'https://leads.example',
      brandName: 'LeadLens',
      client,
    })
  })

  it('is refused when the service is not an address or the client is incomplete', () => {
    for (const body of [
      { serviceUrl: 'leads.example', brandName: 'LeadLens', client },
      { serviceUrl: 'https://leads.example/path', brandName: 'LeadLens', client },
      { serviceUrl: 'https://leads.example', brandName: '', client },
      {
        serviceUrl: 'https://leads.example',
        brandName: 'LeadLens',
        client: { ...client, issuer: undefined },
      },
      null,
    ])
      expect(decodeExtensionConfig(body)).toMatchObject({ _tag: 'ExtensionConfigUnreadable' })
  })
})
