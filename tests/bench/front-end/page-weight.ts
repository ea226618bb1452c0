import type { Browser, BrowserContextOptions, Response } from 'playwright-core'
import { PAGE_SHOWN_EVENT } from '../../../src/ui/lib/page-shown.ts'
import { type Weight, weigh } from '../../architecture/asset-weight.ts'
import { OFF_MACHINE } from '../../e2e/support/chromium.ts'

export interface PageWeight {
  readonly url: string
  readonly js: Weight
  readonly css: Weight
  /** Requests for anything but this machine: aborted, and counted so a leak shows up in the figures. */
  readonly offMachineRequests: readonly string[]
}

const kindOf = (response: Response): 'js' | 'css' | null => {
  const type = response.headers()['content-type'] ?? ''
  if (/javascript/.test(type)) return 'js'
  if (/text\/css/.test(type)) return 'css'
  return null
}

/**
 * Opens `url` in a fresh context (empty cache) and keeps every JavaScript and CSS body the page
 * receives until the network has been idle for 500 ms: what a first visit downloads before it settles.
 * `storageState` carries a signed-in session into the fresh context.
 */
export const weighPageLoad = async (
  browser: Browser,
  url: string,
  storageState?: BrowserContextOptions['storageState'],
  /** Weigh what the page has loaded once the visitor moved the pointer (a drawn page's app then runs). */
  afterFirstUse = false,
): Promise<PageWeight> => {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    ...(storageState === undefined ? {} : { storageState }),
  })
  const offMachineRequests: string[] = []
  await context.route(OFF_MACHINE, (route) => {
    offMachineRequests.push(route.request().url())
    return route.abort('blockedbyclient')
  })
  const bodies = new Map<string, { kind: 'js' | 'css'; body: Promise<Buffer> }>()
  const page = await context.newPage()
  page.on('response', (response) => {
    const kind = kindOf(response)
    // Read the body as it arrives; the path is the name the figures use (the origin is always ours).
    if (kind !== null && response.ok())
      bodies.set(new URL(response.url()).pathname.replace(/^\//, ''), { kind, body: response.body() })
  })
  try {
    await page.goto(url, { waitUntil: 'networkidle' })
    if (afterFirstUse) {
      // The page's frame says when the app has taken it over.
      const shown = page.evaluate(
        (event) => new Promise<void>((resolve) => document.addEventListener(event, () => resolve())),
        PAGE_SHOWN_EVENT,
      )
      await page.mouse.move(200, 200)
      await shown
      await page.waitForLoadState('networkidle')
    }
    const read = new Map<string, Buffer>()
    for (const [file, { body }] of bodies) read.set(file, await body)
    const filesOf = (kind: 'js' | 'css') =>
      [...bodies].filter(([, b]) => b.kind === kind).map(([file]) => file)
    const bodyOf = (file: string) => read.get(file) ?? Buffer.alloc(0)
    return {
      url: page.url(),
      js: weigh(filesOf('js'), bodyOf),
      css: weigh(filesOf('css'), bodyOf),
      offMachineRequests,
    }
  } finally {
    await context.close()
  }
}
