import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect } from 'vitest'
import { firstLoadOfHome, type ViteManifest } from '../architecture/first-load.ts'
import { HOME_ON_DEMAND } from '../architecture/home-on-demand.ts'
import { closeBrowser, test } from './support/browser.ts'
import { type RunningServer, startServer } from './support/server-process.ts'

// Issue 8: the bundle budget (tests/architecture/bundle-budget.test.ts) works out from the build what
// `/` loads first, trusting the dynamic imports declared on demand to wait. Chromium checks the claim:
// every script `/` really loads until the network is idle must be among those the budget counted.

const DIST = resolve(import.meta.dirname, '../..', process.env.WEB_DIST_DIR || 'dist')

let server: RunningServer
let counted: readonly string[]
beforeAll(async () => {
  const manifest = JSON.parse(readFileSync(resolve(DIST, '.vite/manifest.json'), 'utf8')) as ViteManifest
  counted = firstLoadOfHome(readFileSync(resolve(DIST, 'index.html'), 'utf8'), manifest, HOME_ON_DEMAND).js
  server = await startServer({ WEB_DIST_DIR: DIST })
})
afterAll(async () => {
  await closeBrowser()
  await server?.stop()
})

describe('what `/` loads first', () => {
  for (const [device, width, height] of [
    ['a phone', 390, 844],
    ['a desktop', 1280, 800],
  ] as const) {
    test(`on ${device}, every script it loads is counted by the bundle budget`, async ({ page }) => {
      await page.setViewportSize({ width, height })
      const loaded = new Set<string>()
      page.on('response', (response) => {
        if (/javascript/.test(response.headers()['content-type'] ?? ''))
          loaded.add(new URL(response.url()).pathname.replace(/^\//, ''))
      })
      await page.goto(server.url, { waitUntil: 'networkidle' })
      expect(new URL(page.url()).pathname).toBe('/')
      expect(loaded.size).toBeGreaterThan(0)
      const uncounted = [...loaded].filter((file) => !counted.includes(file))
      expect(
        uncounted,
        'loaded on arrival but not counted: is one of them declared in tests/architecture/home-on-demand.ts?',
      ).toEqual([])
    })
  }
})
