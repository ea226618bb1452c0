import type { Stats } from 'node:fs'
import type { Readable } from 'node:stream'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

// Issue 8: without compression a phone downloads three to four times the bytes of the web app's
// JavaScript. The built files never change while the process runs (a rebuild changes their mtime), so
// each is compressed once, when first asked for, and kept.

export type Encoding = 'br' | 'gzip'

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|map|txt|xml|webmanifest)$/
// Below this, the framing and a second round trip of CPU outweigh the bytes saved.
const MIN_BYTES = 1024

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

/**
 * Compressed bodies kept by what they are and the encoding, each compressed once when first asked for
 * (the body is read only then); a failed compression is not kept, so the next request tries again.
 */
export const keptCompressions = () => {
  const kept = new Map<string, Promise<Buffer>>()
  return (key: string, encoding: Encoding, body: () => Promise<Buffer>): Promise<Buffer> => {
    const cacheKey = `${encoding} ${key}`
    let compressed = kept.get(cacheKey)
    if (compressed === undefined) {
      compressed = body().then(compress[encoding])
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
  const servedFile = new WeakMap<FastifyReply, string>()
  const compressed = keptCompressions()

  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const key = servedFile.get(reply)
    if (key === undefined) return payload
    appendVary(reply)
    const encoding = chooseEncoding(request.headers['accept-encoding'])
    // Ranges, 304s and HEAD stay as @fastify/send made them.
    if (encoding === null || request.method !== 'GET' || reply.statusCode !== 200) return payload
    const stream = payload as Readable
    const body = await compressed(key, encoding, () => readAll(stream))
    // Read to its end when it was compressed; unread when a kept body answered.
    stream.destroy()
    reply.removeHeader('content-length').removeHeader('accept-ranges').header('content-encoding', encoding)
    return body
  })

  return {
    noteFile: (reply: FastifyReply, path: string, stat: Stats) => {
      if (COMPRESSIBLE.test(path) && stat.size >= MIN_BYTES)
        servedFile.set(reply, `${path} ${stat.size} ${stat.mtimeMs}`)
    },
  }
}
