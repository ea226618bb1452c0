// `npm run build:precompress` (the last step of `npm run build`; `npm start` runs it too): the
// compressed copies of what the service sends, so no start and no first visitor compresses anything
// (issue 32). Only missing or stale copies are written.
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { precompressScalar } from '../src/adapters/server/api/pages/api-reference-copies.ts'
import { precompressWebApp } from '../src/adapters/server/api/precompressed-copies.ts'

export const precompress = async (distDir: string, renderDir: string) => {
  const started = performance.now()
  const web = await precompressWebApp(distDir)
  const scalar = await precompressScalar(renderDir)
  return { ...web, scalar: scalar.written, ms: Math.round(performance.now() - started) }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { files, written, scalar, ms } = await precompress(
    resolve(process.env.WEB_DIST_DIR || 'dist'),
    resolve(process.env.WEB_RENDER_DIR || 'dist-render'),
  )
  console.log(
    `Compressed copies (.br, .gz): ${written} of ${files} web app files written${scalar ? ", and Scalar's bundle" : ''}, ${ms} ms`,
  )
}
