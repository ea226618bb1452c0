// Runs one load (load-worker.ts) in its own process on the load core and answers its figures.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { LoadFigures, LoadSpec } from './load-worker.ts'
import { collect, LOAD_CORE, spawnNodeOn } from './pinned-process.ts'

const ROOT = resolve(import.meta.dirname, '../../..')

export type { LoadFigures }

export const runLoad = async (spec: LoadSpec): Promise<LoadFigures> => {
  const dir = mkdtempSync(join(tmpdir(), 'leadlens-bench-load-'))
  try {
    const file = join(dir, 'spec.json')
    writeFileSync(file, JSON.stringify(spec))
    const child = collect(
      spawnNodeOn(LOAD_CORE, ['--import', 'tsx', 'tests/bench/api/load-worker.ts', file], { cwd: ROOT }),
    )
    const code = await child.exited
    if (code !== 0) throw new Error(`load worker exited with ${code}:\n${child.err()}`)
    return JSON.parse(child.out().trim().split('\n').at(-1) ?? '') as LoadFigures
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
