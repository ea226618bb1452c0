import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type IdentityService,
  newSite,
  removeSite,
  type ServiceSite,
  startIdentityService,
} from '../support/identity-service.ts'

// Issue 8: `/` and `/pricing` arrive drawn by the server (src/render-page.tsx, built by `npm run build`),
// in the visitor's saved language, with the public answers they were drawn with. Every other page
// address gets the app's shell, as does a drawn page the renderer fails on.
const ROOT = resolve(import.meta.dirname, '../..')
const DIST = resolve(ROOT, process.env.WEB_DIST_DIR || 'dist')
const RENDER = resolve(ROOT, process.env.WEB_RENDER_DIR || 'dist-render')
const SHELL_ROOT = '<div id="root"></div>'

const rootOf = (html: string) => /<div id="root"( data-language="([a-z]+)")?>/.exec(html)
const answersOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="page-answers">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null')

let site: ServiceSite
let service: IdentityService
const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${service.origin}${path}`, { headers, redirect: 'manual' })

beforeAll(async () => {
  site = await newSite()
  service = await startIdentityService(site, { WEB_DIST_DIR: DIST, WEB_RENDER_DIR: RENDER })
})
afterAll(async () => {
  await service?.close()
  if (site !== undefined) removeSite(site)
})

describe('the pages the server draws', () => {
  it('`/` arrives drawn, with the answers the service gives now', async () => {
    const response = await get('/')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    expect(response.headers.get('cache-control')).toBe('no-cache')
    expect(response.headers.get('vary')).toMatch(/cookie/i)
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'")
    const html = await response.text()
    expect(rootOf(html)?.[2]).toBe('en')
    expect(html).toContain('<html lang="en">')
    expect(html).toContain('<h1')
    expect(answersOf(html)).toEqual({
      '/api/stats': await (await get('/api/stats')).json(),
      '/api/site-config': await (await get('/api/site-config')).json(),
    })
    // No script that would run inline: the CSP would refuse it.
    expect(html.match(/<script(?![^>]*\b(?:src=|type="application\/json"))/g)).toBeNull()
  })

  it('in the language the visitor saved (its cookie), else English', async () => {
    const zh = await (await get('/pricing', { cookie: 'theme=dark; preferredLanguage=zh' })).text()
    const en = await (await get('/pricing', { cookie: 'preferredLanguage=fr' })).text()
    expect(rootOf(zh)?.[2]).toBe('zh')
    expect(zh).toContain('<html lang="zh-CN">')
    expect(rootOf(en)?.[2]).toBe('en')
    expect(zh).not.toEqual(en)
  })

  it('compressed as the browser accepts, the same page', async () => {
    const plain = await (await get('/', { 'accept-encoding': 'identity' })).text()
    const raw = async (encoding: string) => {
      const response = await fetch(`${service.origin}/`, { headers: { 'accept-encoding': encoding } })
      expect(response.headers.get('content-encoding')).toBe(encoding)
      return response
    }
    // fetch decodes what it is sent: the bytes on the wire are checked through node:http below.
    expect(await (await raw('br')).text()).toBe(plain)
    expect(await (await raw('gzip')).text()).toBe(plain)
    expect(brotliDecompressSync(Buffer.from(await wire('/', 'br'))).toString()).toBe(plain)
    expect(gunzipSync(Buffer.from(await wire('/', 'gzip'))).toString()).toBe(plain)
  })

  it('other pages, and a drawn page asked for with a query, get the app shell', async () => {
    for (const path of ['/how-to-use', '/admin/search', '/?link=https%3A%2F%2Fwww.linkedin.com%2Fin%2Fx']) {
      const html = await (await get(path)).text()
      expect(html, path).toContain(SHELL_ROOT)
    }
  })
})

describe('a renderer that fails', () => {
  let failing: IdentityService
  let failingSite: ServiceSite
  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'leadlens-failing-render-'))
    writeFileSync(
      join(dir, 'render-page.js'),
      "export const RENDERED_PATHS = ['/']\nexport const renderPage = async () => { throw new Error('drawing failed') }\n",
    )
    failingSite = await newSite()
    failing = await startIdentityService(failingSite, { WEB_DIST_DIR: DIST, WEB_RENDER_DIR: dir })
  })
  afterAll(async () => {
    await failing?.close()
    if (failingSite !== undefined) removeSite(failingSite)
  })

  it('leaves the page to the browser, every time, and the service answers on', async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const response = await fetch(`${failing.origin}/`)
      expect(response.status).toBe(200)
      expect(await response.text()).toContain(SHELL_ROOT)
    }
    expect((await fetch(`${failing.origin}/health`)).status).toBe(200)
  })
})

// The body as sent, still encoded (fetch would decode it).
const wire = async (path: string, encoding: string): Promise<Uint8Array> => {
  const { request } = await import('node:http')
  return new Promise((resolvePromise, reject) => {
    request(`${service.origin}${path}`, { headers: { 'accept-encoding': encoding } }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolvePromise(Buffer.concat(chunks)))
      response.on('error', reject)
    })
      .on('error', reject)
      .end()
  })
}
