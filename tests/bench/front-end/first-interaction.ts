import type { Browser, Page } from 'playwright-core'
import { OFF_MACHINE } from '../../e2e/support/chromium.ts'
import { median, SLOW_PHONE } from './takeover-time.ts'

/** Issue 33's target for the first press on a drawn page: Interaction to Next Paint on a throttled phone. */
export const FIRST_INTERACTION_TARGET_MS = 200

/** The controls the first screen of `/` and `/pricing` offers, pressed as a visitor's first act. */
export const FIRST_PRESSES = [
  { name: 'a FAQ question on /', path: '/', press: (page: Page) => page.locator('summary').first().click() },
  {
    name: 'Yearly on /pricing',
    path: '/pricing',
    press: (page: Page) => page.locator('input[name="billing-period"][value="yearly"]').click(),
  },
] as const

// Event Timing reports an interaction once its next frame is painted: its duration is from the input to
// that paint (the browser's INP figure for that one interaction).
const watchInteractions = () => {
  const seen: number[] = []
  ;(window as { interactionsMs?: number[] }).interactionsMs = seen
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[])
      if (entry.interactionId > 0) seen.push(entry.duration)
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit)
}

/**
 * The visitor's first press on a page the server drew, on a phone as Lighthouse simulates one (slow 4G,
 * CPU 4× slower): its interaction-to-next-paint in ms, median of `runs`, each in a fresh context. The
 * press is the first sign of use, so the app starts loading at that moment, as it would for a visitor.
 */
export const firstInteractionMs = async (
  browser: Browser,
  origin: string,
  control: (typeof FIRST_PRESSES)[number],
  runs = 5,
): Promise<number[]> => {
  const times: number[] = []
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
    await context.route(OFF_MACHINE, (route) => route.abort('blockedbyclient'))
    try {
      const page = await context.newPage()
      await SLOW_PHONE(context, page)
      await page.goto(`${origin}${control.path}`, { waitUntil: 'networkidle' })
      await page.evaluate(watchInteractions)
      await control.press(page)
      const reported = () =>
        page.evaluate(() => Math.max(0, ...((window as { interactionsMs?: number[] }).interactionsMs ?? [])))
      // An interaction under the observer's 16 ms threshold is never reported: it was quick.
      const deadline = Date.now() + 5_000
      let ms = await reported()
      while (ms === 0 && Date.now() < deadline) {
        await page.waitForTimeout(100)
        ms = await reported()
      }
      times.push(Math.round(ms === 0 ? 16 : ms))
    } finally {
      await context.close()
    }
  }
  return times
}

export { median }
