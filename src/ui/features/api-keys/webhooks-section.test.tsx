// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { InMemoryApiKeysGateway } from '../../../application/testing/in-memory-api-keys.gateway.ts'
import { InMemoryIdentity } from '../../../application/testing/in-memory-identity.ts'
import { InMemoryWebhooksGateway } from '../../../application/testing/in-memory-webhooks.gateway.ts'
import { renderApiKeys } from './testing/render-api-keys.tsx'

// Issue 29 item 15 on the keys page: Rotate secret asks first (until when the old secret signs), then
// shows the new secret with a copy button, and the card says until when the previous one signs.

const render = async (language: 'en' | 'zh' = 'en') => {
  const identity = new InMemoryIdentity()
  identity.signInDirectly({ sub: 'kay', username: 'kay', email: null, admin: false })
  const webhooks = new InMemoryWebhooksGateway()
  const token = await identity.accessToken()
  if (typeof token !== 'string') throw new Error('not signed in')
  const made = await webhooks.create(token, { url: 'https://crm.example/hook', events: ['credits.low'] })
  if ('status' in made) throw new Error('seeding the endpoint failed')
  const app = await renderApiKeys({ identity, keys: new InMemoryApiKeysGateway(), webhooks, language })
  return { app, made }
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
