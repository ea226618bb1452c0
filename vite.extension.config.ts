import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { loadServerConfig } from './src/adapters/server/config/server-config.ts'
import {
  extensionManifest,
  extensionRuntimeConfig,
} from './src/adapters/server/extension/extension-manifest.ts'
import { extensionTargetOf } from './src/adapters/server/extension/extension-target.ts'

// `npm run build:extension`: the Chrome extension (Manifest V3) in ./dist-extension, ready to load
// unpacked. It is made for the service the environment describes, as `npm start` would read it
// (PUBLIC_URL, else http://localhost:$PORT); the service's download rewrites manifest.json and
// config.json for its own address, so one build serves any deployment.
const ROOT = import.meta.dirname
const outDir = resolve(ROOT, process.env.EXTENSION_DIST_DIR || 'dist-extension')

const targetFromEnvironment = () => {
  const { version } = JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8')) as { version: string }
  return extensionTargetOf(loadServerConfig(process.env), version)
}

/** Writes the manifest and the config the pages read, beside the bundle. */
const extensionFiles = (): Plugin => ({
  name: 'leadlens-extension-files',
  generateBundle() {
    const target = targetFromEnvironment()
    const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`
    this.emitFile({ type: 'asset', fileName: 'manifest.json', source: json(extensionManifest(target)) })
    this.emitFile({ type: 'asset', fileName: 'config.json', source: json(extensionRuntimeConfig(target)) })
  },
})

export default defineConfig({
  root: resolve(ROOT, 'src/extension'),
  // Icons and the store description in both languages (_locales), copied as they are.
  publicDir: resolve(ROOT, 'src/extension/public'),
  base: './',
  plugins: [react(), tailwindcss(), extensionFiles()],
  build: {
    outDir,
    emptyOutDir: true,
    sourcemap: true,
    // Extension pages load every module from the package itself: preloading buys nothing, and
    // Manifest V3's policy forbids the inline script Vite's preload helper would otherwise need.
    modulePreload: false,
    rollupOptions: {
      input: {
        popup: resolve(ROOT, 'src/extension/popup.html'),
        'sign-in': resolve(ROOT, 'src/extension/sign-in.html'),
        'language-sync': resolve(ROOT, 'src/extension/content/language-sync.ts'),
      },
      // The content script is named in the manifest, so its name carries no hash.
      output: {
        entryFileNames: (chunk) => (chunk.name === 'language-sync' ? '[name].js' : 'assets/[name]-[hash].js'),
      },
    },
  },
})
