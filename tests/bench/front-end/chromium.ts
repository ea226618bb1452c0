import { existsSync } from 'node:fs'
import { type Browser, chromium } from 'playwright-core'

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** Loopback only: anything else is aborted by the contexts the bench opens, and reported. */
export const OFF_MACHINE = /^https?:\/\/(?!127\.0\.0\.1[:/]|localhost[:/])/

// The browser tests' launcher (tests/e2e/support/browser.ts) imports vitest, which only loads under
// vitest; the bench runs under plain Node, so it launches Chromium the same way here.
export const launchChromium = async (): Promise<Browser> => {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install chromium`)
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  })
}
