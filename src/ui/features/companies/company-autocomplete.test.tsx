// @vitest-environment happy-dom
import { act } from 'react'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
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

const combobox = () => document.querySelector('[role="combobox"]') as HTMLInputElement
const options = () => [...document.querySelectorAll('[role="option"]')]
const status = () => document.querySelector('[role="status"]')?.textContent ?? ''
const searches = (app: Awaited<ReturnType<typeof renderCompanySearch>>) => app.calls('searchCompanies')

const type = async (value: string) => {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
  await act(async () => {
    setValue?.call(combobox(), value)
    combobox().dispatchEvent(new Event('input', { bubbles: true }))
  })
}
const wait = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)))
const press = (key: string) =>
  act(async () => void combobox().dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true })))

describe('company autocomplete', () => {
  let unmount = () => {}
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
  })
  afterEach(() => {
    unmount()
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  const open = async (language?: 'en' | 'zh') => {
    const app = await renderCompanySearch(api, language === undefined ? {} : { language })
    unmount = app.unmount
    return app
  }

  it.each([
    ['en', 'e.g. Brightfold Ltd or brightfold.example', 'Company name or website'],
    ['zh', '例如 Brightfold Ltd 或 brightfold.example', '公司名称或网站'],
  ] as const)(
    'suggests a company the service holds, in the placeholder (%s)',
    async (language, said, plain) => {
      const app = await renderCompanySearch(api, {
        language,
        example: { name: 'Brightfold Ltd', domain: 'brightfold.example' },
      })
      unmount = app.unmount
      await app.until(() => combobox().placeholder === said)
      app.unmount()
      const none = await renderCompanySearch(api, { language, example: null })
      unmount = none.unmount
      await none.until(() => combobox().placeholder === plain)
    },
  )

  it('does not search for one character, and clears the suggestions', async () => {
    const app = await open()
    await type('b')
    await wait(1500)
    expect(searches(app)).toEqual([])
    expect(combobox().getAttribute('aria-expanded')).toBe('false')
    expect(options()).toEqual([])
  })

  it('searches once, 1 second after the second character, saying Searching... meanwhile', async () => {
    const app = await open()
    await type('b')
    await type('br')
    await wait(900)
    expect(searches(app)).toEqual([])
    expect(status()).toBe('Searching...')
    await wait(200)
    await app.until(() => options().length > 0)
    expect(searches(app)).toEqual([{ call: 'searchCompanies', params: {}, query: { companyName: 'br' } }])
    expect(options().map((o) => o.textContent)).toEqual([
      expect.stringContaining('Brightfold Ltd'),
      expect.stringContaining('Brightwave Inc'),
    ])
    expect(options()[0]?.textContent).toContain('brightfold.example · United Kingdom')
    // No logo: the initial stands in; a logo is an image.
    expect(options()[0]?.querySelector('img')).toBeNull()
    expect(options()[1]?.querySelector('img')?.getAttribute('src')).toBe(
      'https://logos.example/brightwave.png',
    )
    expect(combobox().getAttribute('aria-expanded')).toBe('true')
    // Going below 2 characters clears them.
    await type('b')
    expect(options()).toEqual([])
  })

  it.each([
    ['en', 'No results found'],
    ['zh', '未找到结果'],
  ] as const)('says when nothing matches (%s)', async (language, said) => {
    const app = await open(language)
    await type('zz')
    await wait(1100)
    await app.until(() => status() === said)
    expect(options()).toEqual([])
  })

  it('searches by domain when the input is a website', async () => {
    const app = await open()
    await type('https://www.Brightfold.example/about')
    await wait(1100)
    await app.until(() => options().length === 1)
    expect(searches(app)).toEqual([
      { call: 'searchCompanies', params: {}, query: { domain: 'brightfold.example' } },
    ])
  })

  it('is driven by the keyboard: arrows move, Enter picks into the address, Escape closes', async () => {
    const app = await open()
    await type('bright')
    await wait(1100)
    await app.until(() => options().length === 2)
    await press('ArrowDown')
    await press('ArrowDown')
    expect(combobox().getAttribute('aria-activedescendant')).toBe(options()[1]?.id)
    expect(options()[1]?.getAttribute('aria-selected')).toBe('true')
    await press('ArrowUp')
    expect(combobox().getAttribute('aria-activedescendant')).toBe(options()[0]?.id)
    await press('Escape')
    expect(combobox().getAttribute('aria-expanded')).toBe('false')
    await press('ArrowDown')
    expect(combobox().getAttribute('aria-expanded')).toBe('true')
    await press('Enter')
    await app.until(() => app.router.state.location.search.domain === 'brightfold.example')
    expect(app.router.state.location.search).toEqual({
      company: 'Brightfold Ltd',
      domain: 'brightfold.example',
    })
    expect(combobox().value).toBe('Brightfold Ltd')
    // The name put back in the box is not a new search.
    await wait(1500)
    expect(searches(app)).toHaveLength(1)
  })

  it('only logs a failed search', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const app = await open()
    app.failNext('searchCompanies')
    await type('bright')
    await wait(1100)
    await app.until(() => warn.mock.calls.length > 0)
    expect(warn).toHaveBeenCalledWith('companySearch failed', { _tag: 'ApiCallFailed', status: 500 })
    expect(app.text()).not.toContain('Server error')
    expect(options()).toEqual([])
  })
})
