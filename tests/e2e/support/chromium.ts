import { existsSync } from 'node:fs'
import { type Browser, chromium } from 'playwright-core'

// Debian's Chromium, for the browser tests and the benchmarks alike. No vitest here: the benchmarks run
// under plain Node (tests/e2e/support/browser.ts adds vitest's fixtures on top).
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** Loopback only: a page's request to anywhere else is aborted (and shows up as a failure). */
export const OFF_MACHINE = /^https?:\/\/(?!127\.0\.0\.1[:/]|localhost[:/])/

/** Headless, and quiet: no background traffic (updates, sync, QUIC probes) to any other host. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
] as const

export const chromiumPath = (): string => {
  if (!existsSync(CHROMIUM))
    throw new Error(`Chromium not found at ${CHROMIUM}: run .ci/run or apt-get install chromium`)
  return CHROMIUM
}

export const launchChromium = async (): Promise<Browser> =>
  chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_FLAGS] })
