// `npm start`: build the web app if it has not been built, then run the service in this process.
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { register } from 'tsx/esm/api'

const distDir = resolve(process.env.WEB_DIST_DIR || 'dist')
if (!existsSync(resolve(distDir, 'index.html'))) {
  console.log(`The web app is not built yet: building it into ${distDir} (once)…`)
  const { build } = await import('vite')
  await build({ logLevel: 'warn', build: { outDir: distDir } })
}

register()
await import('../src/server.ts')
