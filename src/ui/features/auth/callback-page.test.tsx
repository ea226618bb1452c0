// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CompleteSignIn } from '../../../application/browser/complete-sign-in.use-case.ts'
import { InMemoryIdentity } from '../../../application/testing/in-memory-identity.ts'
import { CallbackPage } from './callback-page.tsx'
import { renderAuthApp } from './testing/auth-test-app.tsx'

const ann = { sub: 'user-1', username: 'ann', email: null, admin: false }
const pathOf = (url: string) => url.slice(new URL(url).origin.length)

describe('/callback', () => {
  let unmount = () => {}
  afterEach(() => unmount())

  const render = async (identity: InMemoryIdentity, path: string, language: 'en' | 'zh' = 'en') => {
    const app = await renderAuthApp({ identity, path, callbackPage: CallbackPage, language })
    unmount = app.unmount
    return app
  }

  it('shows a centred spinner while the code is exchanged', async () => {
    const identity = new InMemoryIdentity(window.location.origin)
    vi.spyOn(identity, 'handleCallback').mockReturnValue(new Promise(() => {}))
    await render(identity, '/callback?code=c&state=s')
    const status = document.querySelector('[role="status"]')
    expect(status?.className).toContain('items-center')
    expect(status?.className).toContain('justify-center')
    expect(status?.textContent).toBe('Signing you in…')
  })

  it('exchanges the code exactly once under StrictMode, then goes where sign-in began', async () => {
    const identity = new InMemoryIdentity(window.location.origin)
    const handleCallback = vi.spyOn(identity, 'handleCallback')
    const complete = vi.spyOn(CompleteSignIn.prototype, 'execute')
    await identity.signIn({ postRedirectUri: '/?link=https%3A%2F%2Fwww.linkedin.com%2Fin%2Fjane' })
    const app = await render(identity, pathOf(await identity.approve(ann)))
    await app.settle()
    expect(complete).toHaveBeenCalledTimes(2) // StrictMode ran the effect twice…
    expect(handleCallback).toHaveBeenCalledTimes(1) // …and the code was exchanged once
    complete.mockRestore()
    expect(identity.tokenRequests).toBe(1)
    expect(app.router.state.location.href).toBe('/?link=https%3A%2F%2Fwww.linkedin.com%2Fin%2Fjane')
    expect(app.text()).toContain('home page')
    // Replaced, not pushed: Back does not return to the spent callback.
    expect(app.router.history.length).toBe(1)
  })

  it('goes home when the sign-in began nowhere in particular', async () => {
    const identity = new InMemoryIdentity(window.location.origin)
    await identity.signIn()
    const app = await render(identity, pathOf(await identity.approve(ann)))
    await app.settle()
    expect(app.router.state.location.pathname).toBe('/')
  })

  it('shows the mapped message and a way home when sign-in fails', async () => {
    const identity = new InMemoryIdentity(window.location.origin)
    await identity.signIn()
    const app = await render(identity, pathOf(await identity.deny()))
    await app.settle()
    expect(document.querySelector('[role="alert"] h1')?.textContent).toBe('We could not sign you in')
    expect(app.text()).toContain('The user cancelled the action.')
    const home = [...document.querySelectorAll('a')].find((a) => a.textContent === 'Back to Home')
    expect(home?.getAttribute('href')).toBe('/')
    await act(async () => home?.click())
    await app.settle()
    expect(app.router.state.location.pathname).toBe('/')
  })

  it('says it in Chinese to a Chinese-speaking user', async () => {
    const identity = new InMemoryIdentity(window.location.origin)
    const app = await render(identity, '/callback?code=c&state=never-started', 'zh')
    await app.settle()
    expect(app.text()).toContain('未找到登录会话。')
    expect(app.text()).toContain('返回首页')
  })

  it('fills in what the provider said', async () => {
    const identity = new InMemoryIdentity(window.location.origin)
    await identity.signIn()
    const callback = new URL(await identity.deny())
    callback.searchParams.set('error', 'temporarily_unavailable')
    callback.searchParams.set('error_description', 'try again in a minute')
    const app = await render(identity, pathOf(callback.href))
    await app.settle()
    expect(app.text()).toContain(
      'The identity provider returned an error (temporarily_unavailable). try again in a minute',
    )
  })
})
