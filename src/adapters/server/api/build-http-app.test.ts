import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pino } from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildHttpApp } from './build-http-app.ts'

// A minimal built web app, so these tests do not depend on `vite build` having run.
const distDir = mkdtempSync(join(tmpdir(), 'leadlens-dist-'))
mkdirSync(join(distDir, 'assets'))
writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>LeadLens</title><div id="root"></div>')
writeFileSync(join(distDir, 'assets', 'index-abc123.js'), 'console.log(1)')

const app = await buildHttpApp({
  logger: pino({ level: 'silent' }),
  webDistDir: distDir,
  health: { version: '9.9.9', startedAt: 0, now: () => 61_000 },
})
app.get('/api/defect', async () => {
  throw new Error('secret detail at /srv/leadlens/src/x.ts:42')
})
app.post('/api/echo', async (request) => request.body)

beforeAll(() => app.ready())
afterAll(() => app.close())

describe('the service over HTTP', () => {
  it('gives no plugin a deadline to start in: a slow start on a busy host comes up (issue 32)', () => {
    // avvio's default, 10 s, ended starts at a load of 15-25 ('Plugin did not start in time: webAppPlugin').
    expect(app.initialConfig.pluginTimeout).toBe(0)
  })

  it('reports its health and version', async () => {
    const response = await app.inject('/health')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ status: 'ok', version: '9.9.9', uptimeSeconds: 61 })
  })

  it('answers an unknown API address with a JSON 404 and a stable code', async () => {
    const response = await app.inject('/api/nothing-here?x=1')
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'No route for GET /api/nothing-here',
    })
  })

  it('answers malformed JSON with a 400 and a code, not a crash', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      statusCode: 400,
      code: expect.any(String),
      message: expect.any(String),
    })
  })

  it('answers a defect with a 500 that reveals nothing of the code', async () => {
    const response = await app.inject('/api/defect')
    expect(response.statusCode).toBe(500)
    expect(response.json()).toEqual({
      statusCode: 500,
      code: 'INTERNAL_ERROR',
      message: 'Server error, please try again later',
    })
    expect(response.body).not.toMatch(/secret|\.ts:|at /)
  })

  it('serves the web app for any page address, revalidated on every visit', async () => {
    for (const url of ['/', '/pricing', '/admin/search?page=2']) {
      const response = await app.inject(url)
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toMatch(/text\/html/)
      expect(response.headers['cache-control']).toBe('no-cache')
      expect(response.body).toContain('<div id="root">')
    }
  })

  it('lets browsers keep hashed assets for a year', async () => {
    const response = await app.inject('/assets/index-abc123.js')
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })
})

describe('one address for the web app', () => {
  it('redirects pages asked for at another address to PUBLIC_URL, and leaves the API alone', async () => {
    const canonical = await buildHttpApp({
      logger: pino({ level: 'silent' }),
      webDistDir: distDir,
      publicOrigin: 'http://localhost:3000',
      health: { version: '9.9.9', startedAt: 0, now: () => 0 },
    })
    try {
      const elsewhere = await canonical.inject({ url: '/pricing?x=1', headers: { host: '127.0.0.1:3000' } })
      expect(elsewhere.statusCode).toBe(308)
      expect(elsewhere.headers.location).toBe('http://localhost:3000/pricing?x=1')
      const there = await canonical.inject({ url: '/pricing', headers: { host: 'localhost:3000' } })
      expect(there.statusCode).toBe(200)
      const api = await canonical.inject({ url: '/api/nothing', headers: { host: '127.0.0.1:3000' } })
      expect(api.statusCode).toBe(404)
    } finally {
      await canonical.close()
    }
  })
})
