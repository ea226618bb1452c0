import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { weigh } from './asset-weight.ts'
import { HOME_JS_BUDGET_BYTES, HOME_JS_TARGET_BYTES, overBudget } from './bundle-budget.ts'
import { firstLoadOfHome, type ViteManifest } from './first-load.ts'
import { HOME_ON_DEMAND } from './home-on-demand.ts'

// Issue 8: what `/` loads first, held to the ratchet in bundle-budget.ts (the target, 120 KB,
// is not met yet; docs/performance.md says why).
// `npm test` builds into ./dist before this project runs; WEB_DIST_DIR points it at another build.
const DIST = resolve(import.meta.dirname, '../..', process.env.WEB_DIST_DIR || 'dist')
// The home page's own component: the counted chunks must contain it, or the figure leaves it out.
const HOME_COMPONENT = 'src/ui/features/home/home-page.tsx'

const readBuild = () => {
  const indexHtml = resolve(DIST, 'index.html')
  if (!existsSync(indexHtml))
    throw new Error(`${indexHtml} is missing: run \`npm run build\` first (\`npm test\` does it for you).`)
  const manifestPath = resolve(DIST, '.vite/manifest.json')
  if (!existsSync(manifestPath))
    throw new Error(`${manifestPath} is missing: vite.config.ts must keep \`build: { manifest: true }\`.`)
  return {
    indexHtml: readFileSync(indexHtml, 'utf8'),
    manifest: JSON.parse(readFileSync(manifestPath, 'utf8')) as ViteManifest,
  }
}

describe('what `/` loads first, in the build', () => {
  it(`stays within the budget of ${HOME_JS_BUDGET_BYTES / 1024} KB of gzipped JavaScript`, () => {
    const { indexHtml, manifest } = readBuild()
    const first = firstLoadOfHome(indexHtml, manifest, HOME_ON_DEMAND)
    // Not vacuous: the home page's component is among the chunks counted (source maps say what is where).
    const sources = first.js.flatMap((file) => {
      const map = resolve(DIST, `${file}.map`)
      return existsSync(map) ? (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources : []
    })
    expect(sources.some((source) => source.endsWith(HOME_COMPONENT))).toBe(true)

    const verdict = overBudget(weigh(first.js, (file) => readFileSync(resolve(DIST, file))))
    if (verdict !== null) throw new Error(verdict)
  })
})

// The computation itself, on a build made up for the purpose.
const fakeHtml = `<!doctype html><html><head>
<script type="module" crossorigin src="/assets/index-1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/vendor-1.js">
<link rel="stylesheet" crossorigin href="/assets/index-1.css">
</head><body><div id="root"></div></body></html>`

const fakeManifest: ViteManifest = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    imports: ['_vendor-1.js'],
    dynamicImports: ['src/ui/routes/index.tsx?tsr-split=component', 'src/at-once.ts', 'src/on-click.ts'],
    css: ['assets/index-1.css'],
  },
  '_vendor-1.js': { file: 'assets/vendor-1.js', imports: ['_deep-1.js'] },
  '_deep-1.js': { file: 'assets/deep-1.js' },
  '_shared-1.js': { file: 'assets/shared-1.js' },
  'src/ui/routes/index.tsx?tsr-split=component': {
    file: 'assets/routes-1.js',
    isDynamicEntry: true,
    imports: ['_shared-1.js', '_vendor-1.js'],
    css: ['assets/routes-1.css'],
  },
  'src/ui/routes/index.tsx?tsr-split=errorComponent': { file: 'assets/error-1.js', isDynamicEntry: true },
  'src/ui/routes/pricing.tsx?tsr-split=component': { file: 'assets/pricing-1.js', isDynamicEntry: true },
  'src/at-once.ts': { file: 'assets/at-once-1.js', isDynamicEntry: true, imports: ['_deep-1.js'] },
  'src/on-click.ts': { file: 'assets/on-click-1.js', isDynamicEntry: true },
}
const onClick = [/^src\/on-click\.ts$/]

describe('firstLoadOfHome', () => {
  it('counts the entry, its preloads and static imports, and the home route chunk with its own', () => {
    const first = firstLoadOfHome(fakeHtml, fakeManifest, onClick)
    expect([...first.js].sort()).toEqual([
      'assets/at-once-1.js',
      'assets/deep-1.js',
      'assets/index-1.js',
      'assets/routes-1.js',
      'assets/shared-1.js',
      'assets/vendor-1.js',
    ])
    expect([...first.css].sort()).toEqual(['assets/index-1.css', 'assets/routes-1.css'])
  })

  it('leaves out other routes, error components and the dynamic imports declared on demand', () => {
    const { js } = firstLoadOfHome(fakeHtml, fakeManifest, onClick)
    expect(js).not.toContain('assets/pricing-1.js')
    expect(js).not.toContain('assets/error-1.js')
    expect(js).not.toContain('assets/on-click-1.js')
  })

  it('counts a dynamic import nobody declared on demand: it may well run at once', () => {
    expect(firstLoadOfHome(fakeHtml, fakeManifest).js).toContain('assets/on-click-1.js')
  })

  it('refuses a page without a module script', () => {
    expect(() => firstLoadOfHome('<html></html>', fakeManifest)).toThrow(/no <script type="module"/)
  })
})

describe('the budget check', () => {
  // Random bytes do not compress, so gzip sizes are the raw sizes plus a few bytes of framing.
  const bodies: Record<string, Uint8Array> = {
    'assets/index-1.js': randomBytes(70 * 1024),
    'assets/vendor-1.js': randomBytes(40 * 1024),
    'assets/routes-1.js': randomBytes(20 * 1024),
    'assets/deep-1.js': randomBytes(100),
    'assets/shared-1.js': randomBytes(100),
  }
  const read = (file: string) => bodies[file] ?? new Uint8Array()

  // Against issue 8's target of 120 KB, the budget the ratchet comes down to.
  it('passes a first load under 120 KB', () => {
    const js = weigh(['assets/index-1.js', 'assets/vendor-1.js'], read)
    expect(js.gzipBytes).toBeLessThan(HOME_JS_TARGET_BYTES)
    expect(overBudget(js, HOME_JS_TARGET_BYTES)).toBeNull()
  })

  it('passes exactly 122,880 bytes and fails one byte more', () => {
    const at = (gzipBytes: number) => ({ count: 1, rawBytes: gzipBytes, gzipBytes, files: [] })
    expect(HOME_JS_TARGET_BYTES).toBe(122_880)
    expect(overBudget(at(122_880), HOME_JS_TARGET_BYTES)).toBeNull()
    expect(overBudget(at(122_881), HOME_JS_TARGET_BYTES)).not.toBeNull()
    expect(overBudget(at(HOME_JS_BUDGET_BYTES + 1))).not.toBeNull()
  })

  it('fails over budget, listing every chunk with its size, largest first', () => {
    const js = weigh(firstLoadOfHome(fakeHtml, fakeManifest, [/^src\/(?:at-once|on-click)\.ts$/]).js, read)
    const message = overBudget(js, HOME_JS_TARGET_BYTES) ?? ''
    expect(message).toMatch(
      /^`\/` loads 130\.\d KB of gzipped JavaScript first .*over the budget of 120\.0 KB/,
    )
    const listed = message.split('\n').filter((line) => line.includes('assets/'))
    expect(listed.map((line) => line.trim().split(/\s+/).at(-1))).toEqual([
      'assets/index-1.js',
      'assets/vendor-1.js',
      'assets/routes-1.js',
      'assets/deep-1.js',
      'assets/shared-1.js',
    ])
    expect(listed[0]).toMatch(/70\.\d KB gzip/)
  })
})
