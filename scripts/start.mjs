// `npm start`: build the web app, its page renderer and the browser extension if they have not been
// built, compress what the service sends if it has not been, then run the service in this process.
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { register } from 'tsx/esm/api'

// Vite keeps a NODE_ENV it finds (a test runner's `test`, a shell's `development`) and would then bundle
// React's development build, 66 KB (gzip) heavier and slower: what the service serves is always built
// for production.
const build = async (config) => {
  const { build: viteBuild } = await import('vite')
  const found = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  try {
    await viteBuild(config)
  } finally {
    if (found === undefined) delete process.env.NODE_ENV
    else process.env.NODE_ENV = found
  }
}

const distDir = resolve(process.env.WEB_DIST_DIR || 'dist')
if (!existsSync(resolve(distDir, 'index.html'))) {
  console.log(`The web app is not built yet: building it into ${distDir} (once)…`)
  await build({ logLevel: 'warn', build: { outDir: distDir } })
}

// The server's renderer of the public pages, which arrive drawn (src/render-page.tsx).
const renderDir = resolve(process.env.WEB_RENDER_DIR || 'dist-render')
if (!existsSync(resolve(renderDir, 'render-page.js'))) {
  console.log(`The public pages' renderer is not built yet: building it into ${renderDir} (once)…`)
  await build({ logLevel: 'warn', build: { ssr: resolve('src/render-page.tsx'), outDir: renderDir } })
}

// The extension the home page offers for download (vite.extension.config.ts reads EXTENSION_DIST_DIR).
const extensionDir = resolve(process.env.EXTENSION_DIST_DIR || 'dist-extension')
if (!existsSync(resolve(extensionDir, 'manifest.json'))) {
  console.log(`The browser extension is not built yet: building it into ${extensionDir} (once)…`)
  await build({ logLevel: 'warn', configFile: resolve('vite.extension.config.ts') })
}

register()

// Traces (issue 32), when the OTEL_* settings ask for them: started before the service's modules load,
// which the HTTP, pg and ioredis instrumentations patch as they do. Without them, nothing is imported.
const { startTracing } = await import('../src/adapters/server/tracing/start-tracing.ts')
await startTracing(process.env)

// The compressed copies of what the service sends (precompress.ts): made once, after any build above,
// so neither this start nor the first visitor compresses anything. A few stats when they are there.
// Not fatal: without its copies the service compresses each file itself when first asked (as before).
const { precompress } = await import('./precompress.ts')
try {
  const compressed = await precompress(distDir, renderDir)
  if (compressed.written > 0 || compressed.scalar > 0)
    console.log(
      `Compressed copies written (once): ${compressed.written} web app files, ${compressed.scalar} API reference bundle.`,
    )
} catch (error) {
  console.warn(`Could not write the compressed copies (${error}); the service compresses as it serves.`)
}

await import('../src/server.ts')
