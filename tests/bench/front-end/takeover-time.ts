import type { Browser, BrowserContext, Page } from 'playwright-core'
import { PAGE_SHOWN_EVENT } from '../../../src/ui/lib/page-shown.ts'
import { OFF_MACHINE } from '../../e2e/support/chromium.ts'

// Lighthouse's mobile profile: slow 4G (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up), CPU 4× slower.
const SLOW_4G = {
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
}
const CPU_SLOWDOWN = 4

/** A page on a phone as Lighthouse simulates one: its network and its CPU slowed. */
export const SLOW_PHONE = async (context: BrowserContext, page: Page) => {
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
}

/**
 * The price of fetching the app at the first sign of use (src/main.tsx): on a phone as Lighthouse
 * simulates one, the milliseconds from the visitor's first pointer move to the app having taken the page
 * over (its frame announces it, src/ui/lib/page-shown.ts). A press in that time is held and done then.
 * Median of `runs`, each in a fresh context (nothing cached).
 */
export const takeoverMs = async (browser: Browser, url: string, runs = 5): Promise<number[]> => {
  const times: number[] = []
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
    await context.route(OFF_MACHINE, (route) => route.abort('blockedbyclient'))
    try {
      const page = await context.newPage()
      await SLOW_PHONE(context, page)
      await page.goto(url, { waitUntil: 'networkidle' })
      const elapsed = page.evaluate(
        (event) =>
          new Promise<number>((resolve) => {
            const started = performance.now()
            document.addEventListener(event, () => resolve(performance.now() - started))
          }),
        PAGE_SHOWN_EVENT,
      )
      await page.mouse.move(100, 100)
      times.push(Math.round(await elapsed))
    } finally {
      await context.close()
    }
  }
  return times
}

export const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}
