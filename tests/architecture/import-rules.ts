import { type ImportEdge, pathsReaching } from './import-graph.ts'

/**
 * The import rules of DESIGN.md, as data. Each names what it forbids and why. A rule about what a layer
 * may *reach* (`reach`) is checked on every path of imports from the layer, not only its own imports: a
 * file that imports a neighbour that imports an adapter reaches the adapter as surely as if it imported
 * it. A rule about one import itself (which file may name inversify, a path that must resolve) checks
 * each import alone (`forbids`).
 *
 * Dynamic `import()`s are followed like static ones: a lazily loaded module is still code the importer
 * runs (and, in the browser, a chunk of the same bundle). The one exception is the sanctioned way the UI
 * gets adapters: a composition module loading an adapter with `import()` when a use case first needs it.
 * So the UI's rule follows every import through non-composition files and a composition module's static
 * imports (a composition file that the UI imports and that statically imports an adapter carries the
 * adapter into the UI's own module graph), but not a composition module's dynamic ones.
 */
export type ImportRule = {
  readonly name: string
  readonly why: string
} & (
  | { readonly forbids: (edge: ImportEdge) => boolean }
  | {
      readonly reach: {
        /** The layer the rule is about: paths start at its modules. */
        readonly from: (module: string) => boolean
        /** What the layer may not reach (`start`: the module the path starts at). */
        readonly forbidden: (to: string, start: string) => boolean
        /** Which imports count at all (default: every one). */
        readonly follows?: (edge: ImportEdge) => boolean
        /** Starts whose own imports alone are checked (default: none). */
        readonly shallow?: (start: string) => boolean
      }
    }
)

const under =
  (...prefixes: string[]) =>
  (path: string) =>
    prefixes.some((prefix) => path.startsWith(prefix))
const isDomain = under('src/domain/')
const isApplication = under('src/application/')
const isBrowser = under(
  'src/ui/',
  'src/extension/',
  'src/adapters/browser/',
  'src/application/browser/',
  'src/main.tsx',
)
// The web app's screens and the browser extension's pages: both reach the world through use cases.
const isUi = under('src/ui/', 'src/extension/')
const isServer = under('src/adapters/server/', 'src/application/server/', 'src/server.ts')
const isEffect = (to: string) => to === 'npm:effect'
const isContract = under('src/adapters/http-contract/')
// The composition modules that build a container (the web app's and the extension's) and boot it.
const BUILDS_A_CONTAINER = /^src\/composition\/([\w-]+\.container\.ts|[\w-]+\/boot-[\w-]+\.ts)$/

const isComposition = under('src/composition/')
// Test support kept beside the code (`testing/` folders): it may wire both sides together (UI tests
// drive the real routes), so the side rules check its own imports only; a product file that goes
// through it is still followed all the way.
const isTestSupport = (path: string) => path.includes('/testing/')
const anyImport = () => true

export const IMPORT_RULES: ReadonlyArray<ImportRule> = [
  {
    name: 'domain reaches only domain',
    why: 'The domain is pure: rules with no knowledge of the world (effect is allowed for Schema and Data).',
    reach: { from: isDomain, forbidden: (to) => !isDomain(to) && !isEffect(to) },
  },
  {
    name: 'application reaches domain and its own ports',
    why: 'Use cases reach the world only through their ports; never an adapter, the UI or the container.',
    reach: {
      from: isApplication,
      forbidden: (to, start) =>
        !isDomain(to) &&
        !isApplication(to) &&
        !isEffect(to) &&
        // DESIGN rule 12: the browser's port types are derived from the wire contract.
        !(start.startsWith('src/application/browser/') && isContract(to)),
    },
  },
  {
    name: 'application sides stay apart',
    why: 'Browser use cases talk to the service over HTTP, never by importing its code.',
    reach: {
      from: under('src/application/browser/', 'src/application/server/'),
      forbidden: (to, start) =>
        start.startsWith('src/application/browser/')
          ? to.startsWith('src/application/server/')
          : to.startsWith('src/application/browser/'),
    },
  },
  {
    name: 'only composition imports inversify',
    why: 'DESIGN rule 7: the container is a detail of src/composition; the core needs no decorators.',
    forbids: ({ from, to }) =>
      !isComposition(from) && (to === 'npm:inversify' || to.startsWith('npm:@inversifyjs')),
  },
  {
    name: 'browser code never reaches server code',
    why: 'The browser bundle must not carry the service, its secrets or its Node dependencies.',
    reach: { from: isBrowser, forbidden: isServer, shallow: isTestSupport },
  },
  {
    name: 'server code never reaches browser code',
    why: 'The service must not depend on React, the DOM or the web app.',
    reach: { from: isServer, forbidden: isBrowser, shallow: isTestSupport },
  },
  {
    name: 'the UI reaches adapters only through the container',
    why:
      'DESIGN rule 8: components use use cases, so adapters can be swapped in one place. The way in is ' +
      "the container: a module that builds one (an entry boots it) or a composition module's import() of " +
      'an adapter; a chain of static imports from a screen to an adapter (a token imported from an area ' +
      'module that imports its adapter) is not. The wire contract is no technology (its own rule keeps ' +
      'it to the domain and effect): the UI reads its calls, answers and error codes (DESIGN rules 10, 12).',
    reach: {
      // UI test support (`testing/` folders) wires the real client to the routes in-process, as a
      // composition root does for tests; a screen that goes through it is still followed.
      from: (module) => isUi(module) && !isTestSupport(module),
      forbidden: (to) => to.startsWith('src/adapters/') && !isContract(to),
      follows: (edge) =>
        !(edge.dynamic === true && isComposition(edge.from)) && !BUILDS_A_CONTAINER.test(edge.to),
    },
  },
  {
    name: 'adapters do not reach the UI or the container',
    why: 'Adapters implement ports; wiring them together is the composition root’s job.',
    reach: { from: under('src/adapters/'), forbidden: (to) => isUi(to) || isComposition(to) },
  },
  {
    name: 'the wire contract reaches only the domain and effect',
    why: 'Both HTTP adapters import it, so it can carry neither side: only the calls and their schemas.',
    reach: { from: isContract, forbidden: (to) => !isContract(to) && !isDomain(to) && !isEffect(to) },
  },
  {
    name: 'src never imports tests',
    why:
      'Product code ships; tests do not. A piece both need (a contract suite a harness runs) lives in src ' +
      'or the importing file moves to tests/.',
    forbids: ({ from, to }) => from.startsWith('src/') && to.startsWith('tests/'),
  },
  {
    name: 'every relative import resolves',
    why: 'An import that points nowhere is a broken build waiting to happen.',
    forbids: ({ to }) => to.startsWith('unresolved:'),
  },
]

const describePath = (path: ReadonlyArray<ImportEdge>) =>
  [path[0]?.from, ...path.map((edge) => `${edge.dynamic === true ? 'import() ' : ''}${edge.to}`)].join(' → ')

/** Each finding names its rule first: `<rule>: <what breaks it>`. */
export const violationsOf = (edges: ReadonlyArray<ImportEdge>): string[] =>
  IMPORT_RULES.flatMap((rule) => {
    if ('forbids' in rule)
      return edges
        .filter(rule.forbids)
        .map((edge) => `${rule.name}: ${edge.from} imports '${edge.specifier}'`)
    const { from, forbidden, follows = anyImport, shallow } = rule.reach
    const starts = edges.map((edge) => edge.from).filter(from)
    return pathsReaching(edges, starts, forbidden, follows, shallow).map(
      (path) => `${rule.name}: ${describePath(path)}`,
    )
  })
