import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { kb, type Weight, weigh } from '../../architecture/asset-weight.ts'
import { HOME_JS_BUDGET_BYTES } from '../../architecture/bundle-budget.ts'
import { firstLoadOfHome, type ViteManifest } from '../../architecture/first-load.ts'
import { HOME_ON_DEMAND } from '../../architecture/home-on-demand.ts'
import { launchChromium } from '../../e2e/support/chromium.ts'
import { startServer } from '../../e2e/support/server-process.ts'
import { type LighthouseFigures, lighthouseMedian } from './lighthouse-median.ts'
import { weighPageLoad } from './page-weight.ts'
import { signedInState } from './signed-in-state.ts'

const ROOT = resolve(import.meta.dirname, '../../..')
const ADMIN = { username: 'admin', password: 'front-end bench password' }
const SIZED_PAGES = ['/', '/pricing', '/admin/search'] as const
const LIGHTHOUSE_PAGES = ['/', '/pricing'] as const
// Issue 8's targets for Lighthouse (mobile, median of 5).
const TARGET = { performance: 98, cls: 0 }

export interface FrontEndOptions {
  /** A production build to measure (with `.vite/manifest.json`); default: a fresh build in a temp folder. */
  readonly distDir?: string
  /** Lighthouse runs per page; 0 skips Lighthouse. Default 5. */
  readonly lighthouseRuns?: number
}

const summary = (w: Weight) => ({
  count: w.count,
  rawBytes: w.rawBytes,
  gzipBytes: w.gzipBytes,
  largest: w.files.slice(0, 5).map(({ file, gzipBytes }) => ({ file, gzipBytes })),
})
const line = (w: Weight) =>
  `${String(w.count).padStart(3)} files ${kb(w.rawBytes).padStart(10)} raw ${kb(w.gzipBytes).padStart(9)} gzip`

// The budget test works `/` out from the build; Chromium shows what really loads. Both should agree.
const differences = (computed: Weight, loaded: readonly string[]) => {
  const counted = computed.files.map((f) => f.file)
  const onlyLoaded = loaded.filter((file) => !counted.includes(file))
  const onlyCounted = counted.filter((file) => !loaded.includes(file))
  if (onlyLoaded.length + onlyCounted.length === 0) return `the same ${counted.length} files`
  return `loaded but not counted: ${onlyLoaded.join(', ') || 'none'}; counted but not loaded: ${onlyCounted.join(', ') || 'none'}`
}

const VITE = resolve(ROOT, 'node_modules/.bin/vite')
const buildInto = async (outDir: string) => {
  await promisify(execFile)(VITE, ['build', '--outDir', outDir, '--logLevel', 'warn'], { cwd: ROOT })
  return outDir
}

// Pages asked for at 127.0.0.1 are redirected to PUBLIC_URL's origin (localhost:<port>): ask there at once.
const canonicalOrigin = async (serverUrl: string) => {
  const location = (await fetch(`${serverUrl}/`, { redirect: 'manual' })).headers.get('location')
  return location === null ? serverUrl : new URL(location).origin
}

const staticHomeFigure = (distDir: string) => {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as ViteManifest
  const first = firstLoadOfHome(readFileSync(join(distDir, 'index.html'), 'utf8'), manifest, HOME_ON_DEMAND)
  const read = (file: string) => readFileSync(join(distDir, file))
  return { js: weigh(first.js, read), css: weigh(first.css, read) }
}

const printLighthouse = (path: string, f: LighthouseFigures) => {
  const ok = f.performance >= TARGET.performance && f.cls === TARGET.cls
  console.log(
    `  ${path.padEnd(14)} performance ${f.performance} (runs ${f.scores.join(' ')}) · CLS ${f.cls} · LCP ${f.lcpMs} ms · ` +
      `TBT ${f.tbtMs} ms · FCP ${f.fcpMs} ms · SI ${f.speedIndexMs} ms ${ok ? '' : ' ← below target'}`,
  )
  if (!ok) for (const advice of f.advice) console.log(`      ${advice}`)
  if (f.offMachineRequests.length > 0)
    console.log(`      OFF-MACHINE REQUESTS: ${f.offMachineRequests.join(', ')}`)
}

/** Issue 8's front-end figures: first-load sizes in Chromium, the static budget figure, Lighthouse medians. */
export const frontEndBenchmarks = async (options: FrontEndOptions = {}) => {
  const runs = options.lighthouseRuns ?? 5
  const distDir = options.distDir ?? (await buildInto(mkdtempSync(join(tmpdir(), 'leadlens-fe-dist-'))))
  const server = await startServer({ WEB_DIST_DIR: distDir, ADMIN_PASSWORD: ADMIN.password })
  const sizes: Record<string, unknown> = {}
  const lighthouse: Record<string, LighthouseFigures> = {}
  let staticHome: ReturnType<typeof staticHomeFigure>
  let homeInChromium: readonly string[] = []
  try {
    const origin = await canonicalOrigin(server.url)
    console.log(`Front end: what each page loads first in Chromium, until the network is idle (gzip level 9)`)
    const browser = await launchChromium()
    try {
      const session = await signedInState(browser, origin, ADMIN)
      for (const path of SIZED_PAGES) {
        const page = await weighPageLoad(
          browser,
          `${origin}${path}`,
          path.startsWith('/admin') ? session : undefined,
        )
        if (new URL(page.url).pathname !== path)
          throw new Error(`${path} ended at ${page.url}, not on the page`)
        if (path === '/') homeInChromium = page.js.files.map((f) => f.file)
        sizes[path] = {
          js: summary(page.js),
          css: summary(page.css),
          offMachineRequests: page.offMachineRequests,
        }
        console.log(`  ${path.padEnd(14)} JS ${line(page.js)} · CSS ${line(page.css)}`)
        if (page.offMachineRequests.length > 0)
          console.log(`      OFF-MACHINE REQUESTS (blocked): ${page.offMachineRequests.join(', ')}`)
      }
    } finally {
      await browser.close()
    }

    staticHome = staticHomeFigure(distDir)
    const verdict = staticHome.js.gzipBytes <= HOME_JS_BUDGET_BYTES ? 'within' : 'OVER'
    console.log(
      `  ${'/ (static)'.padEnd(14)} JS ${line(staticHome.js)} · CSS ${line(staticHome.css)} · ` +
        `${verdict} the ${kb(HOME_JS_BUDGET_BYTES)} budget`,
    )
    console.log(`  ${'/ static vs Chromium:'.padEnd(14)} ${differences(staticHome.js, homeInChromium)}`)

    if (runs > 0) {
      console.log(`\nLighthouse ${runs}× per page, mobile, simulated throttling (median run)`)
      for (const path of LIGHTHOUSE_PAGES) {
        lighthouse[path] = await lighthouseMedian(`${origin}${path}`, runs)
        printLighthouse(path, lighthouse[path])
      }
    }
  } finally {
    await server.stop()
    if (options.distDir === undefined) rmSync(distDir, { recursive: true, force: true })
  }
  return {
    build: options.distDir ?? 'a fresh `vite build` of the working tree (deleted after)',
    sizes,
    homeStatic: {
      js: summary(staticHome.js),
      css: summary(staticHome.css),
      budgetBytes: HOME_JS_BUDGET_BYTES,
      withinBudget: staticHome.js.gzipBytes <= HOME_JS_BUDGET_BYTES,
    },
    lighthouse,
  }
}
