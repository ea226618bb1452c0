import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { dirname, join, relative, resolve } from 'node:path'
import { parseSync } from 'rolldown/experimental'

/**
 * One import: `from` and a resolved `to`: a repo path, `npm:<package>` or `node:<builtin>`. `dynamic`:
 * an `import()` (loaded when called, in its own chunk), else a static import or re-export. `typeOnly`:
 * every name it brings is a type (`import type`, `export type … from`): erased when compiled, it loads
 * nothing at run time.
 */
export interface ImportEdge {
  readonly from: string
  readonly to: string
  readonly specifier: string
  readonly dynamic?: boolean
  readonly typeOnly?: boolean
}

const SOURCE = /\.(ts|tsx)$/
// Tests and their support files (fixtures, fast-check generators) may import test libraries.
const NOT_PRODUCT_CODE = /(\.test\.tsx?|\.fixture\.ts|\.arbitraries\.ts|\.gen\.ts)$/

const listSources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return listSources(path)
    return SOURCE.test(entry.name) && !NOT_PRODUCT_CODE.test(entry.name) ? [path] : []
  })

const packageOf = (specifier: string) => {
  const parts = specifier.split('/')
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier)
}

const resolveTarget = (root: string, fromFile: string, specifier: string): string => {
  if (specifier.startsWith('.')) {
    const target = resolve(dirname(fromFile), specifier)
    return existsSync(target) ? relative(root, target) : `unresolved:${specifier}`
  }
  const bare = specifier.replace(/^node:/, '')
  if (specifier.startsWith('node:') || builtinModules.includes(bare)) return `node:${bare}`
  return `npm:${packageOf(specifier)}`
}

/** Every import, re-export and dynamic import of the product code under `root/src`. */
export const readImportGraph = (root: string): { modules: string[]; edges: ImportEdge[] } => {
  const files = listSources(join(root, 'src'))
  const edges = files.flatMap((file) => {
    const code = readFileSync(file, 'utf8')
    const { module, errors } = parseSync(file, code)
    if (errors.length > 0) throw new Error(`cannot parse ${file}: ${errors[0]?.message}`)
    const allTypes = (entries: ReadonlyArray<{ isType: boolean }>) =>
      entries.length > 0 && entries.every((e) => e.isType)
    const statics = [
      ...module.staticImports.map((entry) => ({
        specifier: entry.moduleRequest.value,
        typeOnly: allTypes(entry.entries),
      })),
      ...module.staticExports.flatMap((entry) => {
        const reexports = entry.entries.filter((e) => e.moduleRequest)
        const specifier = reexports[0]?.moduleRequest?.value
        return specifier === undefined ? [] : [{ specifier, typeOnly: allTypes(reexports) }]
      }),
    ]
    const dynamics = module.dynamicImports.map((entry) =>
      code.slice(entry.moduleRequest.start + 1, entry.moduleRequest.end - 1),
    )
    const from = relative(root, file)
    const edge = (specifier: string, kind: { dynamic?: true; typeOnly?: true }): ImportEdge => ({
      from,
      specifier,
      to: resolveTarget(root, file, specifier),
      ...kind,
    })
    return [
      ...statics.map(({ specifier, typeOnly }) => edge(specifier, typeOnly ? { typeOnly } : {})),
      ...dynamics.map((specifier) => edge(specifier, { dynamic: true })),
    ]
  })
  return { modules: files.map((file) => relative(root, file)), edges }
}

/**
 * From each of `starts`, the imports that reach a module `forbidden` says no to: every import of every
 * module the start loads at run time, among the imports `follows` allows. A path never goes on
 * through a type-only import (it loads nothing; the import itself still counts) nor through a forbidden
 * module (its own imports are its own finding); `shallow` starts have only their own imports checked.
 * One path per offending import (the shortest, from the first start that finds it), as the list of
 * imports from a start to it, so a finding names both the layer that reaches too far and the import
 * that does.
 */
export const pathsReaching = (
  edges: ReadonlyArray<ImportEdge>,
  starts: ReadonlyArray<string>,
  forbidden: (to: string, start: string) => boolean,
  follows: (edge: ImportEdge) => boolean,
  shallow: (start: string) => boolean = () => false,
): ImportEdge[][] => {
  const out = new Map<string, ImportEdge[]>()
  for (const edge of edges) {
    const list = out.get(edge.from)
    if (list === undefined) out.set(edge.from, [edge])
    else list.push(edge)
  }
  const found = new Map<ImportEdge, ImportEdge[]>()
  for (const start of [...new Set(starts)].sort()) {
    const via = new Map<string, ImportEdge | null>([[start, null]])
    const queue = [start]
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
      for (const edge of out.get(next) ?? []) {
        if (!follows(edge)) continue
        if (forbidden(edge.to, start)) {
          if (!found.has(edge)) found.set(edge, [...pathTo(via, next), edge])
        } else if (!shallow(start) && !edge.typeOnly && !via.has(edge.to)) {
          via.set(edge.to, edge)
          queue.push(edge.to)
        }
      }
    }
  }
  return [...found.values()]
}

const pathTo = (via: ReadonlyMap<string, ImportEdge | null>, module: string): ImportEdge[] => {
  const path: ImportEdge[] = []
  for (let edge = via.get(module); edge; edge = via.get(edge.from)) path.unshift(edge)
  return path
}
