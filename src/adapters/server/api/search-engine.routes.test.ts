import { readdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { PRIVATE_PREFIXES, PUBLIC_PAGES } from './search-engine.routes.ts'

// The web app's pages are files in src/ui/routes, which the server cannot import: their list is read
// here, so a public page added to the app without a place in the sitemap (or a page removed and still
// listed) fails this test instead of going unnoticed.
const ROUTES = resolve(import.meta.dirname, '../../../ui/routes')

const pageAddresses = () =>
  readdirSync(ROUTES, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.tsx') && !file.includes('__root'))
    .map((file) => `/${file.replace(/\.tsx$/, '').replace(/(^|\/)index$/, '')}`.replace(/\/$/, '') || '/')

describe('the sitemap and robots.txt lists', () => {
  it('every page of the web app is in the sitemap or kept out by robots.txt, and not both', () => {
    for (const address of pageAddresses()) {
      const listed = (PUBLIC_PAGES as readonly string[]).includes(address)
      const private_ = PRIVATE_PREFIXES.some((prefix) => address.startsWith(prefix))
      expect(listed !== private_, `${address}: listed ${listed}, kept out ${private_}`).toBe(true)
    }
  })

  it('every page the sitemap lists is a page of the web app, or the API reference', () => {
    const pages = new Set([...pageAddresses(), '/docs/api'])
    for (const address of PUBLIC_PAGES) expect(pages.has(address), address).toBe(true)
  })
})
