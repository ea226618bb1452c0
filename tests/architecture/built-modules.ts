import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'

/**
 * The source modules each built file of `distDir` holds, from its source map (`sourcemap: true` in
 * vite.config.ts), as paths from the repository: `src/ui/…`, `node_modules/…`.
 */
export const builtModules =
  (distDir: string) =>
  (file: string): readonly string[] => {
    const map = resolve(distDir, `${file}.map`)
    if (!existsSync(map)) return []
    const { sources } = JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }
    return sources.map((source) => source.replace(/^(?:\.\.\/)+/, ''))
  }
