import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { kb, type Weight, weigh } from '../../architecture/asset-weight.ts'
import { builtModules } from '../../architecture/built-modules.ts'
import { HOME_APP_JS_BUDGET_BYTES, HOME_JS_TARGET_BYTES } from '../../architecture/bundle-budget.ts'
import { firstLoadOfHome, type ViteManifest } from '../../architecture/first-load.ts'
import { HOME_ARRIVAL, HOME_WITH_APP } from '../../architecture/home-on-demand.ts'
import { launchChromium } from '../../e2e/support/chromium.ts'
import { startServer } from '../../e2e/support/server-process.ts'
import { FIRST_INTERACTION_TARGET_MS, FIRST_PRESSES, firstPressFigures } from './first-interaction.ts'
import { type LighthouseFigures, lighthouseMedian } from './lighthouse-median.ts'
import { weighPageLoad } from './page-weight.ts'
import { signedInState } from './signed-in-state.ts'
import { median, takeoverMs } from './takeover-time.ts'

const ROOT = resolve(import.meta.dirname, '../../..')
const ADMIN = { username: 'admin', password: 'front-end bench password' }
// Each page as it arrives; `/` and `/pricing` (drawn by the server) also once the visitor used them.
const SIZED_PAGES = [
  { path: '/', afterFirstUse: false },
  { path: '/', afterFirstUse: true },
  { path: '/pricing', afterFirstUse: false },
  { path: '/pricing', afterFirstUse: true },
  { path: '/admin/search', afterFirstUse: false },
] as const
const LIGHTHOUSE_PAGES = ['/', '/pricing'] as const
// Issue 8's targets for Lighthouse (mobile, median of 5).
const TARGET = { performance: 98, cls: 0 }

export interface FrontEndOptions {
  /** A production build to measure (with `.vite/manifest.json`); default: a fresh build in a temp folder. */
  readonly distDir?: string
  /** The renderer of the public pages built with it; default: `<distDir>-render`. */
  readonly renderDir?: string
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
// The web app, and beside it (`<outDir>-render`) the server's renderer of its public pages.
const buildInto = async (outDir: string) => {
  const build = (...args: string[]) =>
    promisify(execFile)(VITE, ['build', ...args, '--logLevel', 'warn'], { cwd: ROOT })
  await build('--outDir', outDir)
  await build('--ssr', 'src/render-page.tsx', '--outDir', `${outDir}-render`)
  return outDir
}

// Pages asked for at 127.0.0.1 are redirected to PUBLIC_URL's origin (localhost:<port>): ask there at once.
const canonicalOrigin = async (serverUrl: string) => {
  const location = (await fetch(`${serverUrl}/`, { redirect: 'manual' })).headers.get('location')
  return location === null ? serverUrl : new URL(location).origin
}

const staticHomeFigure = (distDir: string, moment: typeof HOME_ARRIVAL | typeof HOME_WITH_APP) => {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as ViteManifest
  const indexHtml = readFileSync(join(distDir, 'index.html'), 'utf8')
  const first = firstLoadOfHome(indexHtml, manifest, { ...moment, modulesOf: builtModules(distDir) })
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
  const server = await startServer({
    WEB_DIST_DIR: distDir,
    WEB_RENDER_DIR: options.renderDir ?? `${distDir}-render`,
    ADMIN_PASSWORD: ADMIN.password,
  })
  const sizes: Record<string, unknown> = {}
  const lighthouse: Record<string, LighthouseFigures> = {}
  const takeover: Record<string, { medianMs: number; runsMs: readonly number[] }> = {}
  const firstPress: Record<string, { inpMs: number; answeredMs: number; runs: readonly unknown[] }> = {}
  const loadedInChromium: Record<'arrival' | 'withApp', readonly string[]> = { arrival: [], withApp: [] }
  let homeStatic: Record<'arrival' | 'withApp', ReturnType<typeof staticHomeFigure>>
  try {
    const origin = await canonicalOrigin(server.url)
    console.log(`Front end: what each page loads in Chromium, until the network is idle (gzip level 9)`)
    const browser = await launchChromium()
    try {
      const session = await signedInState(browser, origin, ADMIN)
      for (const { path, afterFirstUse } of SIZED_PAGES) {
        const signedIn = path.startsWith('/admin')
        const page = await weighPageLoad(
          browser,
          `${origin}${path}`,
          signedIn ? session : undefined,
          afterFirstUse,
        )
        if (new URL(page.url).pathname !== path)
          throw new Error(`${path} ended at ${page.url}, not on the page`)
        if (path === '/')
          loadedInChromium[afterFirstUse ? 'withApp' : 'arrival'] = page.js.files.map((f) => f.file)
        const name = afterFirstUse ? `${path} used` : path
        sizes[name] = {
          js: summary(page.js),
          css: summary(page.css),
          offMachineRequests: page.offMachineRequests,
        }
        console.log(`  ${name.padEnd(14)} JS ${line(page.js)} · CSS ${line(page.css)}`)
        if (page.offMachineRequests.length > 0)
          console.log(`      OFF-MACHINE REQUESTS (blocked): ${page.offMachineRequests.join(', ')}`)
      }
      console.log(`\nThe app's arrival at the first pointer move (slow 4G, CPU 4× slower, median of 5)`)
      for (const path of LIGHTHOUSE_PAGES) {
        const times = await takeoverMs(browser, `${origin}${path}`)
        takeover[path] = { medianMs: median(times), runsMs: times }
        console.log(`  ${path.padEnd(14)} ${median(times)} ms (runs ${times.join(' ')})`)
      }
      console.log(
        `\nThe first press, as the app starts to load (same phone, median of 5): interaction to next paint (target ≤ ${FIRST_INTERACTION_TARGET_MS} ms) and until a frame shows the answer`,
      )
      for (const press of FIRST_PRESSES) {
        const runs = await firstPressFigures(browser, origin, press)
        const inpMs = median(runs.map((r) => r.inpMs))
        const answeredMs = median(runs.map((r) => r.answeredMs))
        firstPress[press.name] = { inpMs, answeredMs, runs }
        const verdict = inpMs <= FIRST_INTERACTION_TARGET_MS ? '' : ' ← over target'
        console.log(
          `  ${press.name.padEnd(22)} INP ${inpMs} ms${verdict} · answered in ${answeredMs} ms (runs ${runs.map((r) => `${r.inpMs}/${r.answeredMs}`).join(' ')})`,
        )
      }
    } finally {
      await browser.close()
    }

    homeStatic = {
      arrival: staticHomeFigure(distDir, HOME_ARRIVAL),
      withApp: staticHomeFigure(distDir, HOME_WITH_APP),
    }
    for (const [moment, budget] of [
      ['arrival', HOME_JS_TARGET_BYTES],
      ['withApp', HOME_APP_JS_BUDGET_BYTES],
    ] as const) {
      const figure = homeStatic[moment]
      const verdict = figure.js.gzipBytes <= budget ? 'within' : 'OVER'
      const name = moment === 'arrival' ? '/ (build)' : '/ used (build)'
      console.log(
        `  ${name.padEnd(14)} JS ${line(figure.js)} · CSS ${line(figure.css)} · ${verdict} the ${kb(budget)} budget`,
      )
      console.log(`  ${'  vs Chromium:'.padEnd(14)} ${differences(figure.js, loadedInChromium[moment])}`)
    }

    if (runs > 0) {
      console.log(`\nLighthouse ${runs}× per page, mobile, simulated throttling (median run)`)
      for (const path of LIGHTHOUSE_PAGES) {
        lighthouse[path] = await lighthouseMedian(`${origin}${path}`, runs)
        printLighthouse(path, lighthouse[path])
      }
    }
  } finally {
    await server.stop()
    if (options.distDir === undefined)
      for (const dir of [distDir, `${distDir}-render`]) rmSync(dir, { recursive: true, force: true })
  }
  return {
    build: options.distDir ?? 'a fresh `vite build` of the working tree (deleted after)',
    sizes,
    homeStatic: {
      arrival: {
        js: summary(homeStatic.arrival.js),
        css: summary(homeStatic.arrival.css),
        budgetBytes: HOME_JS_TARGET_BYTES,
        withinBudget: homeStatic.arrival.js.gzipBytes <= HOME_JS_TARGET_BYTES,
      },
      withApp: {
        js: summary(homeStatic.withApp.js),
        css: summary(homeStatic.withApp.css),
        budgetBytes: HOME_APP_JS_BUDGET_BYTES,
        withinBudget: homeStatic.withApp.js.gzipBytes <= HOME_APP_JS_BUDGET_BYTES,
      },
    },
    takeover,
    firstPress,
    lighthouse,
  }
}
