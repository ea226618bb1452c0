import { mkdtempSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pino } from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildHttpApp } from './build-http-app.ts'

// Issue 29 §12: every refusal of the request itself has the shared body and a stable code, the ones
// Node's parser makes before Fastify sees the request too (Fastify's own 431 body has no `code`).
const distDir = mkdtempSync(join(tmpdir(), 'leadlens-dist-'))
writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>LeadLens</title>')

const app = await buildHttpApp({
  logger: pino({ level: 'silent' }),
  webDistDir: distDir,
  health: { version: '9.9.9', startedAt: 0, now: () => 0 },
})
app.post('/api/echo', async (request) => request.body)
app.get('/api/things/:id', async (request) => request.params)

let port = 0
beforeAll(async () => {
  await app.listen({ host: '127.0.0.1', port: 0 })
  const address = app.server.address()
  port = typeof address === 'object' && address !== null ? address.port : 0
})
afterAll(() => app.close())

/** Sends raw bytes and reads the answer until the service closes the connection. */
const raw = (request: string) =>
  new Promise<{ status: number; headers: string; body: string }>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    let text = ''
    socket.on('data', (chunk) => {
      text += chunk.toString('utf8')
    })
    socket.on('error', () => {})
    socket.on('close', () => {
      const [head = '', body = ''] = text.split('\r\n\r\n')
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1])
      if (Number.isNaN(status)) reject(new Error(`no answer: ${text}`))
      else resolve({ status, headers: head, body })
    })
    socket.write(request)
  })

describe('a request refused before any route runs', () => {
  it('headers over 16 KB: 431 HEADERS_TOO_LARGE in the error body', async () => {
    const answer = await raw(`GET /api/stats HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`)
    expect(answer.status).toBe(431)
    expect(JSON.parse(answer.body)).toEqual({
      statusCode: 431,
      code: 'HEADERS_TOO_LARGE',
      message: expect.any(String),
    })
  })

  it('not HTTP at all: 400 BAD_REQUEST in the error body', async () => {
    const answer = await raw('NOT HTTP\r\n\r\n')
    expect(answer.status).toBe(400)
    expect(JSON.parse(answer.body)).toMatchObject({ statusCode: 400, code: 'BAD_REQUEST' })
  })

  it.each([
    [
      'a body over 64 KB',
      { method: 'POST', url: '/api/echo', payload: { x: 'a'.repeat(70_000) } },
      413,
      'PAYLOAD_TOO_LARGE',
    ],
    [
      'a body the call cannot read',
      { method: 'POST', url: '/api/echo', payload: 'x', headers: { 'content-type': 'text/xml' } },
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    ],
    ['a path parameter over 100 characters', { url: `/api/things/${'a'.repeat(101)}` }, 414, 'URI_TOO_LONG'],
    [
      'malformed JSON',
      { method: 'POST', url: '/api/echo', payload: '{', headers: { 'content-type': 'application/json' } },
      400,
      'INVALID_JSON_BODY',
    ],
  ] as const)('%s: %i %s', async (_, request, status, code) => {
    const response = await app.inject(request)
    expect(response.json()).toEqual({ statusCode: status, code, message: expect.any(String) })
  })
})
