import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import scalarApiReference from '@scalar/fastify-api-reference'
import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { precompressScalar, scalarCopies } from './api-reference-copies.ts'

const bundle = async () => {
  const app = Fastify()
  await app.register(scalarApiReference, { routePrefix: '/', configuration: { url: '/openapi.json' } })
  const response = await app.inject({ url: '/js/scalar.js' })
  await app.close()
  return response.rawPayload
}

describe("Scalar's bundle, compressed at build time (issue 32)", () => {
  it('is written once per package version, and read back only for the very bytes it was made of', async () => {
    const renderDir = mkdtempSync(join(tmpdir(), 'leadlens-render-'))
    expect(await precompressScalar(renderDir)).toEqual({ written: 1 })
    expect(await precompressScalar(renderDir)).toEqual({ written: 0 })

    const plain = await bundle()
    const copies = scalarCopies(renderDir)
    const br = await copies('br', () => plain)()
    const gzip = await copies('gzip', () => plain)()
    expect(br?.equals(readFileSync(join(renderDir, 'api-reference', 'scalar.js.br')))).toBe(true)
    expect(brotliDecompressSync(br ?? Buffer.alloc(0)).equals(plain)).toBe(true)
    expect(gunzipSync(gzip ?? Buffer.alloc(0)).equals(plain)).toBe(true)

    // Another bundle (the package upgraded since the build): compressed by the service instead.
    expect(await scalarCopies(renderDir)('br', () => Buffer.from('another bundle'))()).toBeUndefined()
    // No build folder: nothing to read.
    expect(await scalarCopies(undefined)('br', () => plain)()).toBeUndefined()
  })
})
