import type { ImportEdge } from './import-graph.ts'

/** The import rules of DESIGN.md, as data. Each names what it forbids and why. */
export interface ImportRule {
  readonly name: string
  readonly why: string
  readonly forbids: (edge: ImportEdge) => boolean
}

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
// The one adapter file the web app may read: codes and messages, no technology (docs/decisions.md).
const UI_READABLE_CONTRACT = 'src/adapters/http-contract/error-codes.ts'

export const IMPORT_RULES: ReadonlyArray<ImportRule> = [
  {
    name: 'domain imports only domain',
    why: 'The domain is pure: rules with no knowledge of the world (effect is allowed for Schema and Data).',
    forbids: ({ from, to }) => isDomain(from) && !isDomain(to) && !isEffect(to),
  },
  {
    name: 'application imports domain and its own ports',
    why: 'Use cases reach the world only through their ports; never an adapter, the UI or the container.',
    forbids: ({ from, to }) => isApplication(from) && !isDomain(to) && !isApplication(to) && !isEffect(to),
  },
  {
    name: 'application sides stay apart',
    why: 'Browser use cases talk to the service over HTTP, never by importing its code.',
    forbids: ({ from, to }) =>
      (from.startsWith('src/application/browser/') && to.startsWith('src/application/server/')) ||
      (from.startsWith('src/application/server/') && to.startsWith('src/application/browser/')),
  },
  {
    name: 'only composition imports inversify',
    why: 'DESIGN rule 7: the container is a detail of src/composition; the core needs no decorators.',
    forbids: ({ from, to }) =>
      !from.startsWith('src/composition/') && (to === 'npm:inversify' || to.startsWith('npm:@inversifyjs')),
  },
  {
    name: 'browser code never imports server code',
    why: 'The browser bundle must not carry the service, its secrets or its Node dependencies.',
    forbids: ({ from, to }) => isBrowser(from) && isServer(to),
  },
  {
    name: 'server code never imports browser code',
    why: 'The service must not depend on React, the DOM or the web app.',
    forbids: ({ from, to }) => isServer(from) && isBrowser(to),
  },
  {
    name: 'the UI reaches adapters only through the container',
    why:
      'DESIGN rule 8: components use use cases, so adapters can be swapped in one place. One exception: ' +
      "the web app's error table reads the wire contract's error codes (DESIGN rule 10), plain constants " +
      'both sides must spell alike (docs/decisions.md).',
    forbids: ({ from, to }) =>
      isUi(from) &&
      to.startsWith('src/adapters/') &&
      !(from.startsWith('src/ui/') && to === UI_READABLE_CONTRACT),
  },
  {
    name: 'adapters do not import the UI or the container',
    why: 'Adapters implement ports; wiring them together is the composition root’s job.',
    forbids: ({ from, to }) =>
      from.startsWith('src/adapters/') && (isUi(to) || to.startsWith('src/composition/')),
  },
  {
    name: 'the wire contract imports only the domain and effect',
    why: 'Both HTTP adapters import it, so it can carry neither side: only the calls and their schemas.',
    forbids: ({ from, to }) => isContract(from) && !isContract(to) && !isDomain(to) && !isEffect(to),
  },
  {
    name: 'every relative import resolves',
    why: 'An import that points nowhere is a broken build waiting to happen.',
    forbids: ({ to }) => to.startsWith('unresolved:'),
  },
]

export const violationsOf = (edges: ReadonlyArray<ImportEdge>) =>
  IMPORT_RULES.flatMap((rule) =>
    edges.filter(rule.forbids).map((edge) => `${rule.name}: ${edge.from} imports '${edge.specifier}'`),
  )
