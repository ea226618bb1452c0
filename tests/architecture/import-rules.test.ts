import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { ImportEdge } from './import-graph.ts'
import { readImportGraph } from './import-graph.ts'
import { IMPORT_RULES, violationsOf } from './import-rules.ts'

const graph = readImportGraph(resolve(import.meta.dirname, '../..'))

type Hop = readonly [from: string, to: string, kind?: 'dynamic' | 'type']
const edges = (...hops: Hop[]): ImportEdge[] =>
  hops.map(([from, to, kind]) => ({
    from,
    to,
    specifier: to,
    ...(kind === 'dynamic' ? { dynamic: true } : kind === 'type' ? { typeOnly: true } : {}),
  }))
const findingsOf = (name: string, ...hops: Hop[]) =>
  violationsOf(edges(...hops)).filter((v) => v.startsWith(`${name}:`))

// Each rule must actually fire: a rule that can never fail protects nothing. A rule about what a layer
// may reach breaks through a neighbour the layer may import (a path of two imports, each allowed alone),
// so the example also proves the rule looks past the layer's own imports.
const breaking: Record<string, Hop[]> = {
  'domain reaches only domain': [
    ['src/domain/credits/spend.ts', 'src/domain/credits/quote.ts'],
    ['src/domain/credits/quote.ts', 'npm:fastify'],
  ],
  'application reaches domain and its own ports': [
    ['src/application/server/x.use-case.ts', 'src/application/server/y.ts'],
    ['src/application/server/y.ts', 'src/adapters/server/db.ts'],
  ],
  'application sides stay apart': [
    ['src/application/browser/a.ts', 'src/application/testing/fake.ts'],
    ['src/application/testing/fake.ts', 'src/application/server/b.ts'],
  ],
  'only composition imports inversify': [['src/ui/x.tsx', 'npm:inversify']],
  'browser code never reaches server code': [
    ['src/ui/x.tsx', 'src/composition/browser/x.area.ts'],
    ['src/composition/browser/x.area.ts', 'src/adapters/server/api/app.ts', 'dynamic'],
  ],
  'server code never reaches browser code': [
    ['src/adapters/server/api/app.ts', 'src/composition/tokens.ts'],
    ['src/composition/tokens.ts', 'src/ui/x.tsx'],
  ],
  'the UI reaches adapters only through the container': [
    ['src/ui/features/site/use-site-config.ts', 'src/composition/browser/site.area.ts'],
    ['src/composition/browser/site.area.ts', 'src/adapters/browser/http/fetch-site-config.gateway.ts'],
  ],
  'adapters do not reach the UI or the container': [
    ['src/adapters/server/a.ts', 'src/application/server/b.ts'],
    ['src/application/server/b.ts', 'src/composition/tokens.ts'],
  ],
  'the wire contract reaches only the domain and effect': [
    ['src/adapters/http-contract/contacts.ts', 'src/domain/x.ts'],
    ['src/domain/x.ts', 'src/adapters/server/api/routing/route.ts'],
  ],
  'src never imports tests': [
    ['src/adapters/server/persistence/testing/store.ts', 'tests/contract/billing.contract.ts'],
  ],
  'every relative import resolves': [['src/ui/x.tsx', 'unresolved:./missing.ts']],
}

describe('import rules of DESIGN.md', () => {
  it('reads the whole product code, so a pass is not vacuous', () => {
    expect(graph.modules.length).toBeGreaterThan(20)
    expect(graph.modules).toContain('src/server.ts')
    expect(graph.modules).toContain('src/main.tsx')
    expect(graph.edges.some((edge) => edge.dynamic)).toBe(true)
    expect(graph.edges.some((edge) => edge.typeOnly)).toBe(true)
  })

  it('no product code breaks an import rule', () => {
    expect(violationsOf(graph.edges)).toEqual([])
  })

  it.each(IMPORT_RULES.map((rule) => rule.name))('the rule "%s" catches a breaking import', (name) => {
    const example = breaking[name]
    expect(example, `no breaking example written for rule "${name}"`).toBeDefined()
    expect(findingsOf(name, ...(example ?? []))).not.toEqual([])
  })

  it('a finding names the whole path, from the layer to the import that breaks the rule', () => {
    const name = 'the UI reaches adapters only through the container'
    expect(findingsOf(name, ...(breaking[name] ?? []))).toEqual([
      `${name}: src/ui/features/site/use-site-config.ts → src/composition/browser/site.area.ts → ` +
        'src/adapters/browser/http/fetch-site-config.gateway.ts',
    ])
  })

  describe('the UI’s way to adapters is the container', () => {
    const rule = 'the UI reaches adapters only through the container'
    const adapter = 'src/adapters/browser/http/y.ts'
    it('a composition module’s import() of an adapter is the sanctioned way in', () => {
      expect(
        findingsOf(
          rule,
          ['src/ui/x.tsx', 'src/composition/browser/x.area.ts'],
          ['src/composition/browser/x.area.ts', adapter, 'dynamic'],
        ),
      ).toEqual([])
    })
    it('so is a module that builds or boots a container', () => {
      expect(
        findingsOf(
          rule,
          ['src/extension/root.tsx', 'src/composition/extension/boot-extension.ts'],
          ['src/composition/extension/boot-extension.ts', adapter],
        ),
      ).toEqual([])
      expect(
        findingsOf(
          rule,
          ['src/ui/x.tsx', 'src/composition/browser.container.ts'],
          ['src/composition/browser.container.ts', adapter],
        ),
      ).toEqual([])
    })
    it('an import() by a UI file itself, or through another UI file, is not', () => {
      expect(findingsOf(rule, ['src/ui/x.tsx', adapter, 'dynamic'])).not.toEqual([])
      expect(
        findingsOf(rule, ['src/ui/x.tsx', 'src/ui/lib/y.ts'], ['src/ui/lib/y.ts', adapter, 'dynamic']),
      ).not.toEqual([])
    })
    it('UI test support may wire adapters (a test’s composition root); a screen going through it may not', () => {
      const wiring = ['src/ui/features/home/testing/home-test-app.tsx', adapter] as const
      expect(findingsOf(rule, wiring)).toEqual([])
      expect(findingsOf(rule, ['src/ui/features/home/home-page.tsx', wiring[0]], wiring)).not.toEqual([])
    })
    it('the wire contract is no adapter to the UI: its calls, answers and codes may be read', () => {
      expect(findingsOf(rule, ['src/ui/x.tsx', 'src/adapters/http-contract/orders.ts'])).toEqual([])
    })
  })

  it('a type-only import counts itself but loads nothing: a path does not go on through it', () => {
    const rule = 'browser code never reaches server code'
    expect(findingsOf(rule, ['src/ui/x.tsx', 'src/adapters/server/config.ts', 'type'])).not.toEqual([])
    expect(
      findingsOf(
        rule,
        ['src/ui/x.tsx', 'src/composition/token.ts', 'type'],
        ['src/composition/token.ts', 'src/adapters/server/config.ts'],
      ),
    ).toEqual([])
  })

  it('test support beside the code may wire both sides: the side rules check its own imports only', () => {
    const rule = 'browser code never reaches server code'
    const wiring = ['src/ui/testing/render-app.tsx', 'src/composition/testing/in-process-api.ts'] as const
    const toServer = ['src/composition/testing/in-process-api.ts', 'src/adapters/server/api/app.ts'] as const
    expect(findingsOf(rule, wiring, toServer)).toEqual([])
    expect(findingsOf(rule, ['src/ui/testing/render-app.tsx', 'src/adapters/server/api/app.ts'])).not.toEqual(
      [],
    )
    // A product file that goes through test support is followed all the way.
    expect(findingsOf(rule, ['src/ui/x.tsx', wiring[0]], wiring, toServer)).not.toEqual([])
  })
})
