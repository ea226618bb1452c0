import type { Browser, Page } from 'playwright-core'
import { OFF_MACHINE } from '../../e2e/support/chromium.ts'
import { median, SLOW_PHONE } from './takeover-time.ts'

/** Issue 33's target for the first press on a drawn page: Interaction to Next Paint on a throttled phone. */
export const FIRST_INTERACTION_TARGET_MS = 200

/**
 * The controls the first screen of `/` and `/pricing` offers, pressed as a visitor's first act, and what
 * the visitor waits to see: the answer open, the yearly price.
 */
export const FIRST_PRESSES = [
  {
    name: 'a FAQ question on /',
    path: '/',
    control: 'main section[aria-labelledby="faq-title"] :is(summary, button)',
    answered: `document.querySelector('main section[aria-labelledby="faq-title"] :is(details[open], [data-state="open"])') !== null`,
  },
  {
    name: 'Yearly on /pricing',
    path: '/pricing',
    control: '[role="radiogroup"] :is(label, button):nth-of-type(2)',
    // A yearly card's price is per year (a monthly card names the yearly price too, but per month).
    answered: `[...document.querySelectorAll('[role="group"]')].some((card) => card.checkVisibility() && card.textContent.includes('/year/user'))`,
  },
] as const

export type FirstPressFigures = { readonly inpMs: number; readonly answeredMs: number }

// In the page, before the press. Event Timing reports an interaction once its next frame is painted (the
// browser's INP figure for it); a frame loop notes the first frame that shows the answer. A script text,
// not a function: the runner's compiler names inner functions with a helper the page does not have.
const watchThePress = (answered: string) => `(() => {
  const figures = { inpMs: 0, answeredMs: -1 }
  window.firstPress = figures
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.interactionId > 0) figures.inpMs = Math.max(figures.inpMs, entry.duration)
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 })
  document.addEventListener('pointerdown', (event) => {
    const frame = () => {
      if (${answered}) figures.answeredMs = performance.now() - event.timeStamp
      else requestAnimationFrame(frame)
    }
    requestAnimationFrame(frame)
  }, { capture: true, once: true })
})()`

/**
 * The visitor's first press on a page the server drew, on a phone as Lighthouse simulates one (slow 4G,
 * CPU 4× slower), each run in a fresh context: its interaction to next paint, and the time until a frame
 * shows what was asked for. The press is the first sign of use, so the app starts loading then.
 */
export const firstPressFigures = async (
  browser: Browser,
  origin: string,
  press: (typeof FIRST_PRESSES)[number],
  runs = 5,
): Promise<FirstPressFigures[]> => {
  const figures: FirstPressFigures[] = []
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
    await context.route(OFF_MACHINE, (route) => route.abort('blockedbyclient'))
    try {
      const page: Page = await context.newPage()
      await SLOW_PHONE(context, page)
      await page.goto(`${origin}${press.path}`, { waitUntil: 'networkidle' })
      await page.evaluate(watchThePress(press.answered))
      await page.locator(press.control).first().click()
      await page.waitForFunction(
        () => (window as { firstPress?: FirstPressFigures }).firstPress?.answeredMs !== -1,
        null,
        { timeout: 60_000 },
      )
      // An interaction under the observer's 16 ms threshold is never reported: it was that quick.
      const seen = await page.evaluate(() => (window as { firstPress?: FirstPressFigures }).firstPress)
      figures.push({ inpMs: Math.round(seen?.inpMs || 16), answeredMs: Math.round(seen?.answeredMs ?? -1) })
    } finally {
      await context.close()
    }
  }
  return figures
}

export { median }
