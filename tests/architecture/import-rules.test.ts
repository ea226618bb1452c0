import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readImportGraph } from './import-graph.ts'
import { IMPORT_RULES, violationsOf } from './import-rules.ts'

const graph = readImportGraph(resolve(import.meta.dirname, '../..'))

describe('import rules of DESIGN.md', () => {
  it('reads the whole product code, so a pass is not vacuous', () => {
    expect(graph.modules.length).toBeGreaterThan(20)
    expect(graph.modules).toContain('src/server.ts')
    expect(graph.modules).toContain('src/main.tsx')
  })

  it('no product code breaks an import rule', () => {
    expect(violationsOf(graph.edges)).toEqual([])
  })

  // Each rule must actually fire: a rule that can never fail protects nothing.
  const breaking: Record<string, { from: string; to: string }> = {
    'domain imports only domain': { from: 'src/domain/credits/spend.ts', to: 'npm:fastify' },
    'application imports domain and its own ports': {
      from: 'src/application/server/x.use-case.ts',
      to: 'src/adapters/server/db.ts',
    },
    'application sides stay apart': {
      from: 'src/application/browser/a.ts',
      to: 'src/application/server/b.ts',
    },
    'only composition imports inversify': { from: 'src/ui/x.tsx', to: 'npm:inversify' },
    'browser code never imports server code': { from: 'src/ui/x.tsx', to: 'src/adapters/server/api/app.ts' },
    'server code never imports browser code': { from: 'src/adapters/server/api/app.ts', to: 'src/ui/x.tsx' },
    'the UI reaches adapters only through the container': {
      from: 'src/ui/x.tsx',
      to: 'src/adapters/browser/http/y.ts',
    },
    'adapters do not import the UI or the container': {
      from: 'src/adapters/server/a.ts',
      to: 'src/composition/tokens.ts',
    },
    'the wire contract imports only the domain and effect': {
      from: 'src/adapters/http-contract/contacts.ts',
      to: 'src/adapters/server/api/routing/route.ts',
    },
    'every relative import resolves': { from: 'src/ui/x.tsx', to: 'unresolved:./missing.ts' },
  }
  it('the UI may read the wire contract’s error codes, and nothing else of the adapters', () => {
    const codes = 'src/adapters/http-contract/error-codes.ts'
    const edge = (from: string, to: string) => [{ from, to, specifier: to }]
    expect(violationsOf(edge('src/ui/errors/classify-error.ts', codes))).toEqual([])
    expect(violationsOf(edge('src/ui/errors/x.ts', 'src/adapters/http-contract/contacts.ts'))).not.toEqual([])
    expect(violationsOf(edge('src/extension/x.tsx', codes))).not.toEqual([])
  })

  it.each(IMPORT_RULES.map((rule) => rule.name))('the rule "%s" catches a breaking import', (name) => {
    const example = breaking[name]
    expect(example, `no breaking example written for rule "${name}"`).toBeDefined()
    if (!example) return
    expect(violationsOf([{ ...example, specifier: example.to }]).some((v) => v.startsWith(`${name}:`))).toBe(
      true,
    )
  })
})
