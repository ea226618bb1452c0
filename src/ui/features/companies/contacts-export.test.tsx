// @vitest-environment happy-dom
import { act } from 'react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { type RealApi, startRealApi } from '../../testing/real-api.fixture.ts'
import { seedCompanyWorld } from './testing/company-fixtures.ts'
import { renderCompanySearch } from './testing/render-company-search.tsx'

// Against the real service, Brightfold's directory in its database; each render signs a new user in.
let api: RealApi
beforeAll(async () => {
  api = await startRealApi()
  await seedCompanyWorld(api)
})
afterAll(() => api.close())

const PAGE_ONE = '?company=Brightfold%20Ltd&domain=brightfold.example&page=1'
const exportButton = () =>
  [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Export CSV')

describe('CSV export of the revealed members', () => {
  let unmount = () => {}
  let restoreUrl = () => {}
  afterEach(() => {
    unmount()
    restoreUrl()
    vi.restoreAllMocks()
  })

  const open = async (options: Parameters<typeof renderCompanySearch>[1]) => {
    const app = await renderCompanySearch(api, { query: PAGE_ONE, ...options })
    unmount = app.unmount
    await app.until(() => exportButton() !== undefined && app.text().includes('Jane Doe'))
    return app
  }

  it('is locked for a plan without it, pointing to the Pro plans', async () => {
    const app = await open({})
    await app.until(() => app.text().includes('CSV export is included in Pro plans'))
    expect(exportButton()?.disabled).toBe(true)
    const note = [...document.querySelectorAll('a')].find(
      (a) => a.textContent === 'CSV export is included in Pro plans',
    )
    expect(note?.getAttribute('href')).toBe('/admin/pricing')
    expect(app.calls('exportContacts')).toEqual([])
  })

  it('downloads the company’s revealed contacts for a plan that includes it', async () => {
    const created: Blob[] = []
    const createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob)
      return 'blob:csv-1'
    })
    const revokeObjectURL = vi.fn()
    const { createObjectURL: realCreate, revokeObjectURL: realRevoke } = URL
    Object.assign(URL, { createObjectURL, revokeObjectURL })
    restoreUrl = () => Object.assign(URL, { createObjectURL: realCreate, revokeObjectURL: realRevoke })
    const clicked: { href: string; download: string }[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download })
    })
    const app = await open({ exporter: true, revealed: ['jane-doe'] })
    await app.until(() => exportButton()?.disabled === false)
    expect(app.text()).not.toContain('CSV export is included in Pro plans')
    await act(async () => exportButton()?.click())
    await app.until(() => clicked.length > 0)
    expect(app.calls('exportContacts')).toEqual([
      { call: 'exportContacts', params: {}, query: { domain: 'brightfold.example' } },
    ])
    // Named as the service names the export (the old fake called it brightfold.example-contacts.csv).
    const name = `leadlens-contacts-${new Date().toISOString().slice(0, 10)}.csv`
    expect(clicked).toEqual([{ href: 'blob:csv-1', download: name }])
    const csv = await created[0]?.text()
    expect(csv).toContain('jane@brightfold.example')
    expect(csv).not.toContain('omar@brightfold.example')
    await app.until(() => revokeObjectURL.mock.calls.length > 0)
    await app.until(() => app.text().includes(`${name} downloaded`))
  })
})
