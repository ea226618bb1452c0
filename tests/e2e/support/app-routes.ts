import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'

const ROUTE_TREE = resolve(import.meta.dirname, '../../../src/ui/route-tree.gen.ts')

/**
 * Every address of the web app, read from TanStack Router's generated tree (the `fullPaths` union), so a
 * page added to src/ui/routes is audited without anyone listing it. Read as text: importing the tree
 * would load every page's React code into the test process. Layout-only entries ('/admin/' beside
 * '/admin') come out once, without the trailing slash.
 */
export const appRoutes = (): readonly string[] => {
  const source = readFileSync(ROUTE_TREE, 'utf8')
  const union = /fullPaths:\s*((?:\s*\|\s*'[^']*')+)/.exec(source)?.[1]
  if (union === undefined) throw new Error(`no fullPaths union in ${ROUTE_TREE}: has its format changed?`)
  const paths = [...union.matchAll(/'([^']*)'/g)].map(([, path = '']) =>
    path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path,
  )
  return [...new Set(paths)]
}

/** A route's address with its `$param` parts filled from `values`; a param with no value is an error. */
export const addressOf = (route: string, values: Readonly<Record<string, string>>): string =>
  route.replace(/\$(\w+)/g, (_whole, name: string) => {
    const value = values[name]
    if (value === undefined)
      throw new Error(`route ${route} has a parameter $${name} the accessibility test has no value for`)
    return encodeURIComponent(value)
  })
