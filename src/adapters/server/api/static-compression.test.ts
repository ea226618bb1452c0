import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib'
import { pino } from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildHttpApp } from './build-http-app.ts'
import { chooseEncoding } from './static-compression.ts'

const distDir = mkdtempSync(join(tmpdir(), 'leadlens-dist-'))
mkdirSync(join(distDir, 'assets'))
const page = `<!doctype html><title>LeadLens</title>${'<meta name="x" content="y">'.repeat(60)}<div id="root"></div>`
const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${i % 37}`))}\n`
writeFileSync(join(distDir, 'index.html'), page)
writeFileSync(join(distDir, 'assets', 'index-abc123.js'), script)
writeFileSync(join(distDir, 'assets', 'tiny-abc123.js'), 'console.log(1)')
// Routes are made for the files present at start (wildcard: false), so the rebuilt file exists already.
const rebuilt = join(distDir, 'assets', 'rebuilt.js')
writeFileSync(rebuilt, `${script}// first\n`)
// The build's copies (precompressed-copies.ts): brotli 11, which the service never makes itself (5), so
// an answer of exactly these bytes was read, not compressed. The stale one is older than its file.
const withCopies = join(distDir, 'assets', 'with-copies.js')
writeFileSync(withCopies, script)
const copyBr = brotliCompressSync(script, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
const copyGz = gzipSync(script, { level: 9 })
writeFileSync(`${withCopies}.br`, copyBr)
writeFileSync(`${withCopies}.gz`, copyGz)
const staleCopy = join(distDir, 'assets', 'stale-copy.js')
writeFileSync(`${staleCopy}.br`, brotliCompressSync('an earlier build'))
writeFileSync(staleCopy, script)
utimesSync(`${staleCopy}.br`, new Date(2020, 0, 1), new Date(2020, 0, 1))

const app = await buildHttpApp({
  logger: pino({ level: 'silent' }),
  webDistDir: distDir,
  health: { version: '9.9.9', startedAt: 0, now: () => 0 },
})
beforeAll(() => app.ready())
afterAll(() => app.close())

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers })

describe('the web app goes out compressed', () => {
  it('sends brotli to a browser that takes it, the same bytes once decompressed', async () => {
    const response = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip, deflate, br, zstd' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBe('br')
    expect(response.headers.vary).toMatch(/accept-encoding/i)
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(response.headers['content-type']).toMatch(/javascript/)
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length)
    expect(response.rawPayload.length).toBeLessThan(script.length / 4)
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script)
  })

  it('sends gzip to a client without brotli, and the file as it is to one without either', async () => {
    const gzipped = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' })
    expect(gzipped.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(script)
    // Asked twice: the second answer comes from the cache and must be the same.
    const again = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' })
    expect(again.rawPayload.equals(gzipped.rawPayload)).toBe(true)

    const plain = await get('/assets/index-abc123.js')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(script)
  })

  it('compresses the page itself, for any page address, still revalidated', async () => {
    const response = await get('/pricing', { 'accept-encoding': 'br' })
    expect(response.headers['content-encoding']).toBe('br')
    expect(response.headers['cache-control']).toBe('no-cache')
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(page)
  })

  it('leaves tiny files and byte ranges alone', async () => {
    const tiny = await get('/assets/tiny-abc123.js', { 'accept-encoding': 'br' })
    expect(tiny.headers['content-encoding']).toBeUndefined()
    expect(tiny.body).toBe('console.log(1)')
    const range = await get('/assets/index-abc123.js', { 'accept-encoding': 'br', range: 'bytes=0-9' })
    expect(range.statusCode).toBe(206)
    expect(range.headers['content-encoding']).toBeUndefined()
    expect(range.body).toBe(script.slice(0, 10))
  })

  it('serves a rebuilt file afresh, not the copy compressed before', async () => {
    const first = await get('/assets/rebuilt.js', { 'accept-encoding': 'br' })
    expect(brotliDecompressSync(first.rawPayload).toString()).toBe(`${script}// first\n`)
    writeFileSync(rebuilt, `${script}// second build, longer\n`)
    const response = await get('/assets/rebuilt.js', { 'accept-encoding': 'br' })
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(`${script}// second build, longer\n`)
  })
})

describe("the build's compressed copies (issue 32)", () => {
  it('are sent as they are, brotli and gzip, instead of compressing the file', async () => {
    const br = await get('/assets/with-copies.js', { 'accept-encoding': 'br' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.rawPayload.equals(copyBr)).toBe(true)
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script)
    const gz = await get('/assets/with-copies.js', { 'accept-encoding': 'gzip' })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gz.rawPayload.equals(copyGz)).toBe(true)
    const plain = await get('/assets/with-copies.js')
    expect(plain.body).toBe(script)
  })

  it('are not trusted once older than their file (a rebuild without them): the file is compressed', async () => {
    const response = await get('/assets/stale-copy.js', { 'accept-encoding': 'br' })
    expect(response.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script)
  })

  it('are no addresses of their own', async () => {
    const response = await get('/assets/with-copies.js.br', { 'accept-encoding': 'br' })
    expect(response.rawPayload.equals(copyBr)).toBe(false)
    expect(response.headers['content-type']).toMatch(/text\/html/)
  })
})

describe('chooseEncoding', () => {
  it('prefers brotli, then gzip, and respects a refusal', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br')
    expect(chooseEncoding('gzip')).toBe('gzip')
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip')
    expect(chooseEncoding('*')).toBe('br')
    expect(chooseEncoding('*, br;q=0')).toBe('gzip')
    expect(chooseEncoding('identity')).toBeNull()
    expect(chooseEncoding('gzip;q=0')).toBeNull()
    expect(chooseEncoding(undefined)).toBeNull()
  })
})
