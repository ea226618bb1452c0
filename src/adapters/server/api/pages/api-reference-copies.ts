import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import scalarApiReference from '@scalar/fastify-api-reference'
import Fastify from 'fastify'
import { brotliAt, gzipBest, writeAtomically } from '../precompressed-copies.ts'
import { COPY_EXTENSION, type Encoding, type Precompressed } from '../static-compression.ts'

// Scalar's Fastify plugin holds its 4.9 MB bundle as a string and sends it as it is; compressing it took
// a second of CPU per encoding, at start or for the first reader (issue 32). The build writes its copies
// into the renderer's folder (server-side output, never served as files): `api-reference/scalar.js.br`,
// `.gz`, and `scalar.js.json` saying which bytes they are of.

const DIR = 'api-reference'
const FILE = 'scalar.js'
// 9, not 11: 11 costs every build 9 s of CPU for 3% of the bundle.
const QUALITY = 9

type Described = { readonly version?: string; readonly sha256?: string; readonly bytes?: number }

const describedIn = (renderDir: string): Described => {
  const path = join(renderDir, DIR, `${FILE}.json`)
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Described) : {}
}

// Its package.json is not exported: it is found beside its entry (dist/index.js).
const scalarVersion = (): string => {
  const entry = fileURLToPath(import.meta.resolve('@scalar/fastify-api-reference'))
  return (JSON.parse(readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8')) as { version: string })
    .version
}

/** The bundle exactly as the plugin sends it. */
const scalarBundle = async (): Promise<Buffer> => {
  const app = Fastify({ logger: false })
  await app.register(scalarApiReference, { routePrefix: '/', configuration: { url: '/openapi.json' } })
  const response = await app.inject({ url: `/js/${FILE}` })
  await app.close()
  if (response.statusCode !== 200) throw new Error(`Scalar's bundle answered ${response.statusCode}`)
  return response.rawPayload
}

const sha256Of = (body: Buffer) => createHash('sha256').update(body).digest('hex')

/**
 * Writes the bundle's copies into `renderDir`, unless they were made from this version of the package
 * (loading the 4.9 MB plugin only to find them fresh would cost every start 2 s).
 */
export const precompressScalar = async (renderDir: string): Promise<{ written: number }> => {
  const dir = join(renderDir, DIR)
  const version = scalarVersion()
  const copies = Object.values(COPY_EXTENSION).map((extension) => join(dir, `${FILE}${extension}`))
  if (describedIn(renderDir).version === version && copies.every((copy) => existsSync(copy)))
    return { written: 0 }
  const body = await scalarBundle()
  mkdirSync(dir, { recursive: true })
  const [br, gz] = await Promise.all([brotliAt(body, QUALITY), gzipBest(body)])
  writeAtomically(join(dir, `${FILE}${COPY_EXTENSION.br}`), br)
  writeAtomically(join(dir, `${FILE}${COPY_EXTENSION.gzip}`), gz)
  writeAtomically(
    join(dir, `${FILE}.json`),
    `${JSON.stringify({ version, sha256: sha256Of(body), bytes: body.length })}\n`,
  )
  return { written: 1 }
}

/**
 * The build's copy of the bundle the plugin is sending, in an encoding; undefined (compress it here)
 * when there is none, or it was made of other bytes (a package upgraded since the build).
 */
export const scalarCopies = (renderDir: string | undefined) => {
  let matches: boolean | undefined
  return (encoding: Encoding, body: () => Buffer): Precompressed =>
    async () => {
      if (renderDir === undefined) return undefined
      if (matches === undefined) {
        const described = describedIn(renderDir)
        const plain = body()
        matches = described.bytes === plain.length && described.sha256 === sha256Of(plain)
      }
      if (!matches) return undefined
      return readFile(join(renderDir, DIR, `${FILE}${COPY_EXTENSION[encoding]}`)).catch(() => undefined)
    }
}
