import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiHarness, startApi } from '../support/api-harness.ts'

let api: ApiHarness
beforeAll(async () => {
  api = await startApi()
})
afterAll(() => api.close())

const BUNDLE = '/docs/api/scalar/js/scalar.js'
const get = (url: string, acceptEncoding?: string) =>
  api.app.inject({ url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } })

describe('the API reference page', () => {
  it('loads its renderer compressed: brotli or gzip as the browser takes, the same script once decompressed', async () => {
    const plain = await get(BUNDLE)
    expect(plain.statusCode).toBe(200)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.headers['content-type']).toMatch(/javascript/)
    expect(plain.rawPayload.length).toBeGreaterThan(1_000_000)

    const br = await get(BUNDLE, 'gzip, deflate, br, zstd')
    expect(br.statusCode).toBe(200)
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toMatch(/accept-encoding/i)
    expect(br.headers['cache-control']).toBe('public, max-age=3600')
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3)
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true)

    const gzip = await get(BUNDLE, 'gzip')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.rawPayload).equals(plain.rawPayload)).toBe(true)
    // Asked again: the kept compression, the same bytes.
    expect((await get(BUNDLE, 'gzip')).rawPayload.equals(gzip.rawPayload)).toBe(true)
  })

  it('still sends the page itself, and the plugin’s other addresses back to it', async () => {
    const page = await get('/docs/api')
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain(`<script src="${BUNDLE}"></script>`)
    // Nothing on it talks to another host: no telemetry, no "Ask AI" (Scalar's own service).
    const configuration = JSON.parse(
      (/data-configuration="([^"]*)"/.exec(page.body)?.[1] ?? '{}')
        .replaceAll('&quot;', '"')
        .replaceAll('&amp;', '&'),
    )
    expect(configuration).toMatchObject({ telemetry: false, agent: { disabled: true } })
    const other = await get('/docs/api/scalar/', 'br')
    expect(other.statusCode).toBe(302)
    expect(other.headers.location).toBe('/docs/api')
  })
})
