// @vitest-environment happy-dom
import { act } from 'react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { injectTransport } from '../../../adapters/browser/http/inject-transport.ts'
import type { WireRequest } from '../../../adapters/browser/http/wire-transport.ts'
import { InMemoryIdentity, type TestAccount } from '../../../application/testing/in-memory-identity.ts'
import { onboardingOf } from '../../../composition/testing/onboarding-world.fixture.ts'
import { failingTransport } from '../../testing/failing-transport.fixture.ts'
import { type RealApi, startRealApi, tokenFor } from '../../testing/real-api.fixture.ts'
import { renderDashboard } from './testing/render-dashboard.tsx'

// The dialog's answers go to the real service (user info stays in memory, as the dashboard's frame is
// tested): each test signs in as a new user, who has not answered yet.
let api: RealApi
beforeAll(async () => {
  api = await startRealApi()
})
afterAll(() => api.close())

let users = 0
const newAnn = (): TestAccount => ({
  sub: `ann-${++users}`,
  username: 'ann',
  email: 'ann@x.example',
  admin: false,
})

const stored = (account: TestAccount) => onboardingOf(api, account.sub)

const dialog = () => document.querySelector('[role="dialog"]')
const select = (label: string) => {
  const id = [...document.querySelectorAll('label')].find((l) => l.textContent === label)?.htmlFor
  return document.getElementById(id ?? '') as HTMLSelectElement
}
const button = (name: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent === name) as HTMLButtonElement
const choose = (label: string, value: string) =>
  act(async () => {
    const field = select(label)
    field.value = value
    field.dispatchEvent(new Event('change', { bubbles: true }))
  })

describe('the onboarding dialog', () => {
  let unmount = () => {}
  afterEach(() => unmount())
  const render = async (collectionId: string | null, options: { readonly failNext?: number } = {}) => {
    const ann = newAnn()
    const identity = new InMemoryIdentity()
    identity.signInDirectly(ann, await tokenFor(api, ann))
    // Every request the dialog makes, as sent (a failure put in front of one still counts as sent).
    const sent: WireRequest[] = []
    const failing = failingTransport(injectTransport(api.app))
    if (options.failNext !== undefined) failing.failNext(options.failNext)
    const transport = async (request: WireRequest) => {
      sent.push(request)
      return failing(request)
    }
    const app = await renderDashboard({ identity, path: '/admin/search', collectionId, api, transport })
    unmount = app.unmount
    const bodies = () => sent.map((request) => JSON.parse(String(request.body)) as unknown)
    return { ...app, ann, bodies }
  }

  it('asks a user without a collectionId, with the defaults chosen', async () => {
    await render(null)
    expect(dialog()?.querySelector('h2')?.textContent).toBe('Welcome to LeadLens')
    expect(select('Industry').value).toBe('OTHER')
    expect(select('Target region').value).toBe('GLOBAL')
    expect(select('Company size').value).toBe('FROM_1_TO_10')
    expect(select('What will you mainly use it for?').value).toBe('SALES_PROSPECTING')
    expect(select('Company size').selectedOptions[0]?.textContent).toBe('1–10 employees')
  })

  it('lists the industries with the other large ones under a heading that cannot be picked', async () => {
    await render(null)
    const industry = select('Industry')
    expect(industry.options).toHaveLength(24)
    expect(industry.options[0]?.textContent).toBe('Renewable energy')
    const group = industry.querySelector('optgroup')
    expect(group?.label).toBe('Other large industries')
    expect([...(group?.querySelectorAll('option') ?? [])].map((o) => o.value)).toEqual([
      'TECHNOLOGY',
      'FINANCE',
      'HEALTHCARE',
      'EDUCATION',
      'GOVERNMENT',
      'RETAIL',
      'REAL_ESTATE',
      'TRANSPORTATION',
      'OTHER',
    ])
  })

  it('Confirm sends the four answers, closes, and is not asked again', async () => {
    const app = await render(null)
    await choose('Industry', 'FINANCE')
    await choose('Target region', 'EUROPE')
    await choose('Company size', 'FROM_51_TO_200')
    await choose('What will you mainly use it for?', 'RECRUITMENT')
    await act(async () => button('Confirm').click())
    await app.settle()
    const answers = {
      industry: 'FINANCE',
      country: 'EUROPE',
      companySize: 'FROM_51_TO_200',
      toolPurpose: 'RECRUITMENT',
    }
    expect(app.bodies()).toEqual([answers])
    // Closed once the service answered.
    await app.until(() => dialog() === null)
    expect(await stored(app.ann)).toEqual({ collectionId: expect.any(String), onboarding: answers })
    // User info was read again, and now carries the collectionId.
    expect(app.userInfo.tokens.length).toBeGreaterThan(1)
    await app.settle()
    expect(dialog()).toBeNull()
  })

  it('Skip sends the skip flag and closes', async () => {
    const app = await render(null)
    await act(async () => button('Skip').click())
    await app.settle()
    expect(app.bodies()).toEqual([{ skip: true }])
    await app.until(() => dialog() === null)
    expect(await stored(app.ann)).toEqual({ collectionId: expect.any(String), onboarding: null })
  })

  it('is not shown to a user who has a collectionId', async () => {
    const app = await render('collection-7')
    expect(dialog()).toBeNull()
    expect(app.text()).not.toContain('Welcome to LeadLens')
  })

  it('stays open and says so when the service fails', async () => {
    const app = await render(null, { failNext: 500 })
    await act(async () => button('Confirm').click())
    await app.settle()
    expect(app.bodies()).toHaveLength(1)
    expect((await stored(app.ann)).collectionId).toBeNull()
    expect(dialog()).not.toBeNull()
    expect(button('Confirm').disabled).toBe(false)
    expect(document.querySelector('[data-sonner-toast]')).not.toBeNull()
  })

  it('closing it sends nothing', async () => {
    const app = await render(null)
    const close = dialog()?.querySelector<HTMLButtonElement>('button[aria-label="Close"]')
    expect(close).toBeTruthy()
    await act(async () => close?.click())
    expect(dialog()).toBeNull()
    expect(app.bodies()).toEqual([])
    expect((await stored(app.ann)).collectionId).toBeNull()
  })

  it('asks in Chinese', async () => {
    const identity = new InMemoryIdentity()
    identity.signInDirectly(newAnn())
    const app = await renderDashboard({ identity, path: '/admin/search', language: 'zh' })
    unmount = app.unmount
    expect(dialog()?.textContent).toContain('欢迎使用 LeadLens')
    expect(button('跳过')).toBeDefined()
    expect(select('所属行业').querySelector('optgroup')?.label).toBe('其他大型行业')
  })
})
