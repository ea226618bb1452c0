// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { TestAccount } from '../../../application/testing/in-memory-identity.ts'
import { type RealApi, startRealApi } from '../../testing/real-api.fixture.ts'
import { renderApiKeys } from './testing/render-api-keys.tsx'

// The keys page against the real service: each test signs in as a user of its own, who has no keys yet.
let api: RealApi
beforeAll(async () => {
  api = await startRealApi()
})
afterAll(() => api.close())

const KAY: TestAccount = { sub: 'kay', username: 'kay', email: null, admin: false }
const ROOT: TestAccount = { sub: 'root', username: 'root', email: null, admin: true }

const button = (name: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === name) as HTMLButtonElement
const input = (name: string) => document.querySelector(`input[name="${name}"]`) as HTMLInputElement
const type = (element: HTMLInputElement, value: string) => {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
  setter?.call(element, value)
  element.dispatchEvent(new Event('input', { bubbles: true }))
}

describe('the API keys page', () => {
  let unmount = () => {}
  afterEach(() => unmount())

  it('makes a key, shows it once, lists it by prefix, and offers the admin scope to admins only', async () => {
    const app = await renderApiKeys({ api, account: KAY })
    unmount = app.unmount
    await app.until(() => app.text().includes('No keys yet'))
    expect(
      [...document.querySelectorAll('input[name="scopes"]')].map((i) => (i as HTMLInputElement).value),
    ).toEqual(['read', 'write', 'reveal', 'enrich'])
    button('Create key').click()
    await app.until(() => app.text().includes('Give the key a name'))
    type(input('name'), 'CRM sync')
    button('Create key').click()
    await app.until(() => document.querySelector('[data-testid="new-key-secret"]') !== null)
    const secret = document.querySelector('[data-testid="new-key-secret"]')?.textContent ?? ''
    expect(secret).toMatch(/^ll_live_/)
    await app.until(() => document.querySelectorAll('tbody tr').length === 1)
    expect(document.querySelector('tbody tr')?.textContent).toContain('CRM sync')
    expect(document.querySelector('tbody tr')?.textContent).not.toContain(secret)
    button('I have copied it').click()
    await app.until(() => document.querySelector('[data-testid="new-key-secret"]') === null)
  })

  it('shows an administrator the admin scope', async () => {
    const app = await renderApiKeys({ api, account: ROOT })
    unmount = app.unmount
    await app.until(() => document.querySelectorAll('input[name="scopes"]').length === 5)
    expect(document.querySelector('input[name="scopes"][value="admin"]')).not.toBeNull()
  })
})
