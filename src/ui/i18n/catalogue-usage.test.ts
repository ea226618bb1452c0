import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { CATALOGUES } from './catalogues.ts'

// Every message a component asks for by a literal key is in the catalogues: a typo or a forgotten
// entry would otherwise show the bare key to users. Keys built at run time are checked where built.
const UI = join(import.meta.dirname, '..')

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sources(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })

const LITERAL_KEY = /\bt\(\s*'([A-Za-z0-9_]+(?:\.[A-Za-z0-9_]+)+)'/g

const has = (tree: object, key: string): boolean => {
  const node = key
    .split('.')
    .reduce<unknown>(
      (at, part) =>
        typeof at === 'object' && at !== null ? (at as Record<string, unknown>)[part] : undefined,
      tree,
    )
  return node !== undefined
}

// i18next plurals: `x` is asked for, `x_one` / `x_other` are written.
const known = (tree: object, key: string) => has(tree, key) || has(tree, `${key}_other`)

describe('message keys used by the UI', () => {
  it('exist in both languages', () => {
    const missing = sources(UI).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(LITERAL_KEY)]
        .map((match) => match[1] as string)
        .filter((key) => !known(CATALOGUES.en, key) || !known(CATALOGUES.zh, key))
        .map((key) => `${relative(UI, file)}: ${key}`),
    )
    expect(missing).toEqual([])
  })
})
