// What the home page `/` loads, worked out from the build alone, at two moments:
// - on arrival, before the visitor does anything: the entry script of index.html, its modulepreloads and
//   their static imports (transitively). `/` arrives drawn by the server, and the app waits for the
//   visitor's first sign of use (src/main.tsx), so the app's chunk is not among them;
// - once the app runs: that, plus the app's chunk and the chunks of the routes `/` matches (TanStack
//   Router's autoCodeSplitting puts each route component in a `?tsr-split=component` chunk that the
//   router fetches, with the chunk's own imports and CSS).
// Other dynamic imports count too, unless declared on demand: a budget that trusted every `import()` to
// wait would not notice code moved into one that runs at once. Chromium checks the declarations
// (tests/e2e/first-load.e2e.test.ts): whatever `/` loads at each moment must be counted here.

/** One entry of Vite's `.vite/manifest.json` (only the fields read here). */
export interface ManifestChunk {
  readonly file: string
  readonly src?: string
  readonly isEntry?: boolean
  readonly isDynamicEntry?: boolean
  readonly imports?: readonly string[]
  readonly dynamicImports?: readonly string[]
  readonly css?: readonly string[]
}
export type ViteManifest = Readonly<Record<string, ManifestChunk>>

export interface FirstLoad {
  /** Files under the build folder, e.g. `assets/index-abc.js`, in the order they were found. */
  readonly js: readonly string[]
  readonly css: readonly string[]
}

// The routes `/` matches. A split chunk is needed on arrival when it holds the component or the loader;
// error, pending and not-found components load only when they are shown.
export const HOME_ROUTE_FILES: readonly string[] = ['src/ui/routes/__root.tsx', 'src/ui/routes/index.tsx']
const NEEDED_ON_ARRIVAL = new Set(['component', 'loader'])

const isRouteChunk = (key: string) => key.includes('?tsr-split=')

/** Whether a manifest key is the component or loader chunk of one of `routeFiles`. */
export const isArrivalChunkOf =
  (routeFiles: readonly string[]) =>
  (key: string): boolean => {
    const [file, query] = key.split('?')
    if (file === undefined || !routeFiles.includes(file)) return false
    const split = new URLSearchParams(query ?? '').get('tsr-split')
    return split?.split('---').some((part) => NEEDED_ON_ARRIVAL.has(part)) ?? false
  }

export const isHomeArrivalChunk: (key: string) => boolean = isArrivalChunkOf(HOME_ROUTE_FILES)

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]
const withoutLeadingSlash = (href: string) => href.replace(/^\//, '')

/** The scripts, module preloads and stylesheets index.html names, as build-relative paths. */
export const htmlAssets = (indexHtml: string) => {
  const scripts: string[] = []
  const preloads: string[] = []
  const stylesheets: string[] = []
  for (const [tag] of indexHtml.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    const rel = attribute(tag, 'rel')
    const src = attribute(tag, 'src')
    const href = attribute(tag, 'href')
    if (tag.startsWith('<script') && src !== undefined && attribute(tag, 'type') === 'module')
      scripts.push(withoutLeadingSlash(src))
    else if (rel === 'modulepreload' && href !== undefined) preloads.push(withoutLeadingSlash(href))
    else if (rel === 'stylesheet' && href !== undefined) stylesheets.push(withoutLeadingSlash(href))
  }
  return { scripts, preloads, stylesheets }
}

export type FirstLoadOptions = {
  /** Dynamic imports (manifest keys, i.e. source paths) that wait for a click, a sign-in… */
  readonly onDemand?: readonly RegExp[]
  /** Whether the home route's chunks count (they load once the app runs). */
  readonly withRoutes?: boolean
  /**
   * The source modules a built file holds (its source map's). A dynamic import of a module that shares
   * a chunk with others is keyed by the chunk (`_api-client-abc.js`), not the module: it is on demand
   * when it holds a module declared so.
   */
  readonly modulesOf?: (file: string) => readonly string[]
  /** The route files the page matches, root first (default: `/`'s). */
  readonly routeFiles?: readonly string[]
}

export const firstLoadOf = (
  indexHtml: string,
  manifest: ViteManifest,
  {
    onDemand = [],
    withRoutes = true,
    modulesOf = () => [],
    routeFiles = HOME_ROUTE_FILES,
  }: FirstLoadOptions = {},
): FirstLoad => {
  const isArrivalChunk = isArrivalChunkOf(routeFiles)
  const declared = (module: string) => onDemand.some((re) => re.test(module))
  const isOnDemand = (key: string) => {
    if (declared(key)) return true
    const chunk = manifest[key]
    return key.startsWith('_') && chunk !== undefined && modulesOf(chunk.file).some(declared)
  }
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]))
  const { scripts, preloads, stylesheets } = htmlAssets(indexHtml)
  if (scripts.length === 0)
    throw new Error('index.html has no <script type="module" src=…>: is it a Vite build?')

  const js = new Set<string>()
  const css = new Set<string>(stylesheets)
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (chunk === undefined) throw new Error(`the manifest has no chunk "${key}"`)
    if (js.has(chunk.file)) return
    js.add(chunk.file)
    for (const sheet of chunk.css ?? []) css.add(sheet)
    for (const imported of chunk.imports ?? []) visit(imported)
    for (const lazy of chunk.dynamicImports ?? []) {
      const counted = isRouteChunk(lazy) ? withRoutes && isArrivalChunk(lazy) : !isOnDemand(lazy)
      if (counted) visit(lazy)
    }
  }
  for (const file of [...scripts, ...preloads]) {
    const key = keyOfFile.get(file)
    // A script the manifest does not know is still loaded: count it alone.
    if (key === undefined) js.add(file)
    else visit(key)
  }
  if (withRoutes) for (const key of Object.keys(manifest).filter(isArrivalChunk)) visit(key)
  return { js: [...js], css: [...css] }
}

/** What `/` loads (the name the home page's budget has always used). */
export const firstLoadOfHome: typeof firstLoadOf = firstLoadOf
