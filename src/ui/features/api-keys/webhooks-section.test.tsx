// @vitest-environment happy-dom
import { act } from 'react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import * as WebhooksCalls from '../../../adapters/http-contract/webhooks.ts'
import { isCallFailure } from '../../../application/browser/ports/api-call-failed.ts'
import type { TestAccount } from '../../../application/testing/in-memory-identity.ts'
import { areaApi, type RealApi, startRealApi, tokenFor } from '../../testing/real-api.fixture.ts'
import { renderApiKeys } from './testing/render-api-keys.tsx'

// Issue 29 item 15 on the keys page: Rotate secret asks first (until when the old secret signs), then
// shows the new secret with a copy button, and the card says until when the previous one signs.

// Against the real service: each test's user (one per language) registers the endpoint through the API
// first, so the rotations of one test do not reach the other's card.
let api: RealApi
beforeAll(async () => {
  api = await startRealApi()
})
afterAll(() => api.close())

const render = async (language: 'en' | 'zh' = 'en') => {
  const account: TestAccount = { sub: `kay-${language}`, username: 'kay', email: null, admin: false }
  const token = await tokenFor(api, account)
  const webhooks = areaApi(api, WebhooksCalls, async () => token)
  const answer = await webhooks.createWebhook({
    body: { url: 'https://crm.example/hook', events: ['credits.low'] },
  })
  if (isCallFailure(answer)) throw new Error(`seeding the endpoint failed: ${JSON.stringify(answer)}`)
  const app = await renderApiKeys({ api, account, language })
  return { app, made: answer.endpoint }
}

const buttonNamed = (root: ParentNode, name: string) =>
  [...root.querySelectorAll('button')].find(
    (b) => b.getAttribute('aria-label') === name || b.textContent?.trim() === name,
  ) as HTMLButtonElement | undefined
const click = (button: HTMLButtonElement | undefined) =>
  act(async () => button?.dispatchEvent(new MouseEvent('click', { bubbles: true })))
const dialog = () => document.querySelector('[role="alertdialog"]')

describe('rotating a webhook secret on the keys page', () => {
  let unmount = () => {}
  afterEach(() => unmount())

  it('asks first, saying the old secret keeps signing a day, then shows the new secret once with a copy button', async () => {
    const { app, made } = await render()
    unmount = app.unmount
    await app.until(() => document.querySelector('[data-endpoint-id]') !== null)
    const card = () => document.querySelector('[data-endpoint-id]') as HTMLElement
    expect(card().textContent).toContain(made.secret)
    await click(buttonNamed(card(), 'Rotate secret for https://crm.example/hook'))
    await app.until(() => dialog() !== null)
    expect(dialog()?.textContent).toContain('Rotate the signing secret?')
    expect(dialog()?.textContent).toMatch(/keeps signing beside it until .+ \(24 hours\)/)
    // Cancelled: nothing changes.
    await click(buttonNamed(dialog() as Element, 'Cancel'))
    await app.until(() => dialog() === null)
    expect(card().textContent).toContain(made.secret)

    await click(buttonNamed(card(), 'Rotate secret for https://crm.example/hook'))
    await app.until(() => dialog() !== null)
    await click(buttonNamed(dialog() as Element, 'Rotate'))
    await app.until(() => card().querySelector('[data-testid="new-webhook-secret"]') !== null)
    const fresh = card().querySelector('[data-testid="new-webhook-secret"]')?.textContent ?? ''
    expect(fresh).toMatch(/^whsec_/)
    expect(fresh).not.toBe(made.secret)
    expect(card().textContent).toMatch(/before .+: until then the previous secret signs beside it/)
    expect(buttonNamed(card(), `Copy ${fresh}`)).toBeDefined()
    expect(card().textContent).not.toContain(made.secret)

    // Done: the card's secret line is back, with the new secret, and until when the old one signs.
    await click(buttonNamed(card(), 'I have copied it'))
    await app.until(() => card().querySelector('[data-testid="new-webhook-secret"]') === null)
    expect(card().querySelector('code')?.textContent).toBe(fresh)
    expect(card().querySelector('[data-testid="previous-secret-note"]')?.textContent).toMatch(
      /^The previous secret also signs until /,
    )

    // Again during the overlap: the dialog says the older secret stops at once.
    await click(buttonNamed(card(), 'Rotate secret for https://crm.example/hook'))
    await app.until(() => dialog() !== null)
    expect(dialog()?.textContent).toMatch(/The secret before it, still signing until .+, stops at once\./)
  })

  it('in Chinese', async () => {
    const { app } = await render('zh')
    unmount = app.unmount
    await app.until(() => document.querySelector('[data-endpoint-id]') !== null)
    const card = () => document.querySelector('[data-endpoint-id]') as HTMLElement
    await click(buttonNamed(card(), '轮换密钥：https://crm.example/hook'))
    await app.until(() => dialog() !== null)
    expect(dialog()?.textContent).toContain('轮换签名密钥？')
    await click(buttonNamed(dialog() as Element, '轮换'))
    await app.until(() => card().querySelector('[data-testid="new-webhook-secret"]') !== null)
    expect(card().textContent).toContain('新的签名密钥')
  })
})
