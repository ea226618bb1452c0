import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pino } from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildHttpApp } from '../../src/adapters/server/api/build-http-app.ts'

// Issue 29 §24: /robots.txt answered the web app's HTML (the app's fallback takes any unknown page
// address). A real robots.txt keeps crawlers out of the dashboard, the API and the provider, and points
// to a sitemap of the public pages at PUBLIC_URL's origin, whatever address the request came to.
const PUBLIC_ORIGIN = 'https://leads.example.com'

// A built web app, so the app's fallback is live and would answer these addresses if nothing else did.
const distDir = mkdtempSync(join(tmpdir(), 'leadlens-dist-'))
writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>LeadLens</title><div id="root"></div>')

const app = await buildHttpApp({
  logger: pino({ level: 'silent' }),
  webDistDir: distDir,
  publicOrigin: PUBLIC_ORIGIN,
  health: { version: '1.0.0', startedAt: 0, now: () => 0 },
})
beforeAll(() => app.ready())
afterAll(() => app.close())

// Asked at another address than the public one (as a proxy's health check or a crawler by IP would):
// the answers still name PUBLIC_URL's origin, and are not redirected as pages asked there are.
const get = (url: string) => app.inject({ method: 'GET', url, headers: { host: '127.0.0.1:3000' } })

/** robots.txt's rules for every crawler, as `[field, value]` pairs. */
const rulesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.split('#')[0]?.trim() ?? '')
    .filter((line) => line !== '')
    .map((line) => {
      const colon = line.indexOf(':')
      return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()] as const
    })

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt is plain text that keeps the dashboard, the API and the provider out', async () => {
    const response = await get('/robots.txt')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8')
    const rules = rulesOf(response.body)
    expect(rules[0]).toEqual(['user-agent', '*'])
    const disallowed = rules.filter(([field]) => field === 'disallow').map(([, value]) => value)
    for (const path of ['/admin', '/api/', '/oidc/']) expect(disallowed, `Disallow: ${path}`).toContain(path)
    // Nothing public is kept out.
    for (const path of ['/', '/pricing', '/how-to-use', '/docs/api'])
      expect(
        disallowed.some((prefix) => path.startsWith(prefix)),
        path,
      ).toBe(false)
    expect(rules).toContainEqual(['sitemap', `${PUBLIC_ORIGIN}/sitemap.xml`])
  })

  it('sitemap.xml lists each public page once, by its absolute address at PUBLIC_URL', async () => {
    const response = await get('/sitemap.xml')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8')
    expect(response.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true)
    expect(response.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    const locations = [...response.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc)
    expect(locations).toEqual(expect.arrayContaining([`${PUBLIC_ORIGIN}/`, `${PUBLIC_ORIGIN}/pricing`]))
    expect(new Set(locations).size).toBe(locations.length)
    for (const loc of locations) {
      expect(loc?.startsWith(`${PUBLIC_ORIGIN}/`), loc).toBe(true)
      const path = new URL(loc ?? '').pathname
      for (const kept of ['/admin', '/api/', '/oidc/', '/callback'])
        expect(path.startsWith(kept), loc).toBe(false)
    }
  })

  it("the web app's fallback still answers other page addresses (here: to the public address)", async () => {
    const response = await get('/pricing')
    expect(response.statusCode).toBe(308)
    expect(response.headers.location).toBe(`${PUBLIC_ORIGIN}/pricing`)
  })
})
