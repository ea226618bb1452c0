import type { Stats } from 'node:fs'
import { readFile, stat as statOf } from 'node:fs/promises'
import type { Readable } from 'node:stream'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

// Issue 8: without compression a phone downloads three to four times the bytes of the web app's
// JavaScript. The built files never change while the process runs (a rebuild changes their mtime), so
// each is compressed once and kept. Issue 32: `npm run build` (and `npm start`) write the compressed
// copies beside the files (precompressed-copies.ts), so the service reads them instead of spending CPU
// on them; a file without a fresh copy (an older build, a folder a test wrote) is compressed here.

export type Encoding = 'br' | 'gzip'

export const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|map|txt|xml|webmanifest)$/
// Below this, the framing and a second round trip of CPU outweigh the bytes saved.
export const MIN_BYTES = 1024

export const compress: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  // Quality 5, not 11: 11 took 1.1 s for the 400 KB entry chunk here, all paid by the first visitor;
  // 5 takes ~10 ms and is still 5–8% smaller than gzip level 9.
  br: (body) =>
    promisify(brotliCompress)(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
  gzip: (body) => promisify(gzip)(body, { level: constants.Z_BEST_COMPRESSION }),
}

/** The encoding to answer with: brotli if the client takes it, else gzip, else none (q=0 refuses). */
export const chooseEncoding = (acceptEncoding: string | undefined): Encoding | null => {
  const weights = new Map<string, number>()
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim())
    const q = params.find((p) => p.startsWith('q='))
    if (name !== '') weights.set(name, q === undefined ? 1 : Number(q.slice(2)) || 0)
  }
  const accepts = (encoding: Encoding) => (weights.get(encoding) ?? weights.get('*') ?? 0) > 0
  if (accepts('br')) return 'br'
  if (accepts('gzip')) return 'gzip'
  return null
}

/** A body compressed already (at build time), or undefined when there is none to trust. */
export type Precompressed = () => Promise<Buffer | undefined>

/**
 * Compressed bodies kept by what they are and the encoding, each made once when first asked for: read
 * from the build's copy (`ready`) when there is one, else compressed (the body is read only then); a
 * failure is not kept, so the next request tries again.
 */
export const keptCompressions = () => {
  const kept = new Map<string, Promise<Buffer>>()
  return (
    key: string,
    encoding: Encoding,
    body: () => Promise<Buffer>,
    ready: Precompressed = async () => undefined,
  ): Promise<Buffer> => {
    const cacheKey = `${encoding} ${key}`
    let compressed = kept.get(cacheKey)
    if (compressed === undefined) {
      compressed = ready().then((found) => found ?? body().then(compress[encoding]))
      kept.set(cacheKey, compressed)
      compressed.catch(() => kept.delete(cacheKey))
    }
    return compressed
  }
}

const readAll = async (stream: Readable) => {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(Buffer.from(chunk))
  return Buffer.concat(chunks)
}

/** The file extension the build gives each encoding's copy (precompressed-copies.ts). */
export const COPY_EXTENSION: Record<Encoding, string> = { br: '.br', gzip: '.gz' }

/** The build's copy of `path` in `encoding`, if it was written after the file (a rebuild makes it stale). */
const copyOf =
  (path: string, mtimeMs: number, encoding: Encoding): Precompressed =>
  async () => {
    const copy = `${path}${COPY_EXTENSION[encoding]}`
    const copyStat = await statOf(copy).catch(() => undefined)
    return copyStat !== undefined && copyStat.mtimeMs >= mtimeMs ? readFile(copy) : undefined
  }

export const appendVary = (reply: FastifyReply) => {
  const vary = String(reply.getHeader('vary') ?? '')
  if (!/accept-encoding|\*/i.test(vary))
    reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding')
}

/**
 * Compresses the files @fastify/static sends. Call `noteFile` from its `setHeaders` (the only place the
 * file's path is known); the hook then swaps the file's stream for the cached compressed body.
 */
export const staticCompression = (app: FastifyInstance) => {
  const servedFile = new WeakMap<
    FastifyReply,
    { readonly key: string; readonly path: string; readonly mtimeMs: number }
  >()
  const compressed = keptCompressions()

  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const file = servedFile.get(reply)
    if (file === undefined) return payload
    appendVary(reply)
    const encoding = chooseEncoding(request.headers['accept-encoding'])
    // Ranges, 304s and HEAD stay as @fastify/send made them.
    if (encoding === null || request.method !== 'GET' || reply.statusCode !== 200) return payload
    const stream = payload as Readable
    const ready = copyOf(file.path, file.mtimeMs, encoding)
    const body = await compressed(file.key, encoding, () => readAll(stream), ready)
    // Read to its end when it was compressed; unread when a kept body answered.
    stream.destroy()
    reply.removeHeader('content-length').removeHeader('accept-ranges').header('content-encoding', encoding)
    return body
  })

  return {
    noteFile: (reply: FastifyReply, path: string, stat: Stats) => {
      if (COMPRESSIBLE.test(path) && stat.size >= MIN_BYTES)
        servedFile.set(reply, { key: `${path} ${stat.size} ${stat.mtimeMs}`, path, mtimeMs: stat.mtimeMs })
    },
  }
}
