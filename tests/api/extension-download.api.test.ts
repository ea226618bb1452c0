import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { strFromU8, unzipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiHarness, startApi } from '../support/api-harness.ts'

/** The service started once per block, with the extension's build folder given. */
const serviceWith = (env: Record<string, string>) => {
  const started: { api?: ApiHarness } = {}
  beforeAll(async () => {
    started.api = await startApi(env)
  })
  afterAll(async () => {
    await started.api?.close()
  })
  return () => started.api as ApiHarness
}

const aBuild = () => {
  const dir = mkdtempSync(join(tmpdir(), 'leadlens-ext-api-'))
  writeFileSync(join(dir, 'manifest.json'), '{}')
  writeFileSync(join(dir, 'popup.html'), '<!doctype html>')
  return dir
}

describe('GET /api/extension/download, with a build', () => {
  const api = serviceWith({ EXTENSION_DIST_DIR: aBuild(), PUBLIC_URL: 'https://leads.example' })

  it('answers a zip, made for the address the service is published at, to anyone', async () => {
    const response = await api().call('GET', '/api/extension/download')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/zip')
    expect(response.headers['content-disposition']).toBe('attachment; filename="leadlens-extension.zip"')
    const files = unzipSync(response.rawPayload)
    // The extension signs in as its own client, at the same provider and for the same API as the site.
    const config = JSON.parse(strFromU8(files['config.json'] ?? new Uint8Array()))
    const site = (await api().call('GET', '/api/client-config')).json()
    expect(config).toEqual({
      serviceUrl: 'https://leads.example',
      brandName: 'LeadLens',
      client: { ...site, clientId: 'leadlens-extension' },
    })
    expect(files['popup.html']).toBeDefined()
  })
})

describe('GET /api/extension/download, without a build', () => {
  const api = serviceWith({ EXTENSION_DIST_DIR: mkdtempSync(join(tmpdir(), 'leadlens-none-')) })

  it('says 404 EXTENSION_NOT_BUILT', async () => {
    const response = await api().call('GET', '/api/extension/download')
    expect(response.statusCode).toBe(404)
    expect(response.json()).toMatchObject({ code: 'EXTENSION_NOT_BUILT' })
  })
})
