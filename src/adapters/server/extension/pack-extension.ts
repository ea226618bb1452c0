import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { strToU8, type Zippable, zipSync } from 'fflate'
import { type ExtensionTarget, extensionManifest, extensionRuntimeConfig } from './extension-manifest.ts'

const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? filesUnder(path) : [path]
  })

// A fixed date makes the zip of one build byte-for-byte the same on every start.
const ZIP_DATE = new Date(Date.UTC(2026, 0, 1))

const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`)

/**
 * The built extension (`npm run build:extension`) as a zip for `target`: its manifest and config are
 * written for the service that serves it, so a download always talks to the address it came from,
 * whatever address the build was made for. Null when nothing is built in `dir`.
 */
export const packExtension = (dir: string, target: ExtensionTarget): Uint8Array | null => {
  if (!existsSync(join(dir, 'manifest.json'))) return null
  const entries: Zippable = {}
  for (const path of filesUnder(dir)) {
    const name = relative(dir, path).split(sep).join('/')
    // Source maps help no one who installs it, and would double the download.
    if (name.endsWith('.map')) continue
    entries[name] = [readFileSync(path), { mtime: ZIP_DATE }]
  }
  entries['manifest.json'] = [json(extensionManifest(target)), { mtime: ZIP_DATE }]
  entries['config.json'] = [json(extensionRuntimeConfig(target)), { mtime: ZIP_DATE }]
  return zipSync(entries, { level: 9 })
}
