import { existsSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { COMPRESSIBLE, COPY_EXTENSION, MIN_BYTES } from './static-compression.ts'

// Issue 32: compressing at start (or for the first visitor) costs CPU a busy host does not have, so
// `npm run build` and `npm start` write `<file>.br` and `<file>.gz` beside every text file the service
// sends (scripts/precompress.ts), and static-compression.ts reads them.

/** Build time can afford brotli's best for what browsers load; see qualityOf. */
export const brotliAt = (body: Buffer, quality: number): Promise<Buffer> =>
  promisify(brotliCompress)(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  })
export const gzipBest = (body: Buffer): Promise<Buffer> =>
  promisify(gzip)(body, { level: constants.Z_BEST_COMPRESSION })

// 11 for what browsers load: 3 s of CPU for the app's 1.7 MB of JavaScript here, 7% smaller than 9
// (and 12% smaller than the 5 the service uses at run time). Source maps (8 MB, fetched only by
// developer tools) at 5: 11 would add 14 s to every build for 11%.
const qualityOf = (path: string) => (path.endsWith('.map') ? 5 : 11)

/**
 * Written aside and renamed into place: processes started together (`npm start` four at once) may write
 * the same copy, and a server must never read one half written.
 */
export const writeAtomically = (path: string, body: Buffer | string): void => {
  const aside = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`
  writeFileSync(aside, body)
  renameSync(aside, path)
}

const filesUnder = (dir: string) =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))

// A copy older than its file belongs to an earlier build.
const fresh = (copy: string, source: string) =>
  existsSync(copy) && statSync(copy).mtimeMs >= statSync(source).mtimeMs

/**
 * Writes the missing or stale copies of every file under `distDir` the service would compress; a file
 * whose copies are fresh costs a stat, so `npm start` runs this on every start.
 */
export const precompressWebApp = async (distDir: string): Promise<{ files: number; written: number }> => {
  const todo = filesUnder(distDir).filter(
    (path) => COMPRESSIBLE.test(path) && statSync(path).size >= MIN_BYTES,
  )
  let written = 0
  // zlib's asynchronous calls run on libuv's threads: the files compress side by side.
  await Promise.all(
    todo.map(async (path) => {
      const br = `${path}${COPY_EXTENSION.br}`
      const gz = `${path}${COPY_EXTENSION.gzip}`
      if (fresh(br, path) && fresh(gz, path)) return
      const body = readFileSync(path)
      const [brotli, gzipped] = await Promise.all([brotliAt(body, qualityOf(path)), gzipBest(body)])
      writeAtomically(br, brotli)
      writeAtomically(gz, gzipped)
      written++
    }),
  )
  return { files: todo.length, written }
}
