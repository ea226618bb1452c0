import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { dirname, join, relative, resolve } from 'node:path'
import { parseSync } from 'rolldown/experimental'

/** One import: `from` and a resolved `to`: a repo path, `npm:<package>` or `node:<builtin>`. */
export interface ImportEdge {
  readonly from: string
  readonly to: string
  readonly specifier: string
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
    const specifiers = [
      ...module.staticImports.map((entry) => entry.moduleRequest.value),
      ...module.staticExports.flatMap((entry) =>
        entry.entries.flatMap((e) => (e.moduleRequest ? [e.moduleRequest.value] : [])),
      ),
      ...module.dynamicImports.map((entry) =>
        code.slice(entry.moduleRequest.start + 1, entry.moduleRequest.end - 1),
      ),
    ]
    const from = relative(root, file)
    return specifiers.map((specifier) => ({ from, specifier, to: resolveTarget(root, file, specifier) }))
  })
  return { modules: files.map((file) => relative(root, file)), edges }
}
