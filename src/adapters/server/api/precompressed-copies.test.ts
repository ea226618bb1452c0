import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { precompressWebApp } from './precompressed-copies.ts'

const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${i % 37}`))}\n`

const builtApp = () => {
  const dir = mkdtempSync(join(tmpdir(), 'leadlens-precompress-'))
  mkdirSync(join(dir, 'assets'))
  writeFileSync(join(dir, 'index.html'), `<!doctype html>${'<meta name="x" content="y">'.repeat(60)}`)
  writeFileSync(join(dir, 'assets', 'app-abc.js'), script)
  writeFileSync(join(dir, 'assets', 'app-abc.js.map'), JSON.stringify({ mappings: script }))
  writeFileSync(join(dir, 'assets', 'tiny.js'), 'console.log(1)')
  writeFileSync(join(dir, 'assets', 'logo.png'), Buffer.alloc(4096, 7))
  return dir
}

describe('the compressed copies the build writes (issue 32)', () => {
  it('writes .br and .gz beside every text file of 1 KB or more, each the file once decompressed', async () => {
    const dir = builtApp()
    expect(await precompressWebApp(dir)).toEqual({ files: 3, written: 3 })
    for (const file of ['index.html', 'assets/app-abc.js', 'assets/app-abc.js.map']) {
      const body = readFileSync(join(dir, file))
      expect(brotliDecompressSync(readFileSync(join(dir, `${file}.br`))).equals(body)).toBe(true)
      expect(gunzipSync(readFileSync(join(dir, `${file}.gz`))).equals(body)).toBe(true)
    }
    // Too small to gain, or not text: the service sends them as they are.
    expect(existsSync(join(dir, 'assets', 'tiny.js.br'))).toBe(false)
    expect(existsSync(join(dir, 'assets', 'logo.png.br'))).toBe(false)
  })

  it('writes nothing again while the copies are fresh, and a file rebuilt since gets new ones', async () => {
    const dir = builtApp()
    await precompressWebApp(dir)
    const before = statSync(join(dir, 'assets', 'app-abc.js.br')).mtimeMs
    expect(await precompressWebApp(dir)).toEqual({ files: 3, written: 0 })
    expect(statSync(join(dir, 'assets', 'app-abc.js.br')).mtimeMs).toBe(before)

    const rebuilt = `${script}// rebuilt\n`
    writeFileSync(join(dir, 'assets', 'app-abc.js'), rebuilt)
    const later = new Date(Date.now() + 60_000)
    utimesSync(join(dir, 'assets', 'app-abc.js'), later, later)
    expect(await precompressWebApp(dir)).toEqual({ files: 3, written: 1 })
    expect(brotliDecompressSync(readFileSync(join(dir, 'assets', 'app-abc.js.br'))).toString()).toBe(rebuilt)
  })
})
