// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { InMemoryIdentity } from '../../../application/testing/in-memory-identity.ts'
import { renderHomePage } from './testing/home-test-app.tsx'

const LINK = 'https://www.linkedin.com/in/jane-doe'

const type = (input: HTMLInputElement, value: string) => {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
  setValue?.call(input, value)
  input.dispatchEvent(new Event('input', { bubbles: true }))
}
const button = (name: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === name) as HTMLButtonElement
const input = () => document.querySelector('input[type="url"]') as HTMLInputElement

describe('home page sign-in', () => {
  let unmount = () => {}
  afterEach(() => unmount())

  const render = async (identity: InMemoryIdentity, path = '/') => {
    const app = await renderHomePage({ identity, path })
    unmount = app.unmount
    await app.settle()
    return app
  }

  it('the sign-in prompt signs in, to come back to the searched link', async () => {
    const identity = new InMemoryIdentity()
    const signIn = vi.spyOn(identity, 'signIn')
    await render(identity)
    await act(async () => type(input(), LINK))
    await act(async () => button('Find contacts').click())
    expect(document.querySelector('[role="dialog"] h2')?.textContent).toBe('Sign in to see contacts')
    await act(async () => button('Sign in').click())
    expect(signIn).toHaveBeenCalledWith({
      language: 'en',
      postRedirectUri: `/?link=${encodeURIComponent(LINK)}`,
    })
  })

  it('back from signing in, the searched link is in the box again', async () => {
    const identity = new InMemoryIdentity()
    identity.signInDirectly({ sub: 'user-1', username: 'ann', email: null, admin: false })
    await render(identity, `/?link=${encodeURIComponent(LINK)}`)
    expect(input().value).toBe(LINK)
    await act(async () => button('Find contacts').click())
    expect(document.querySelector('[role="dialog"]')).toBeNull()
  })

  it('the header offers to log in to an anonymous visitor', async () => {
    const identity = new InMemoryIdentity()
    const signIn = vi.spyOn(identity, 'signIn')
    await render(identity)
    expect(document.querySelector('a[href="/admin"]')).toBeNull()
    await act(async () => button('Log in').click())
    expect(signIn).toHaveBeenCalledWith({ language: 'en', postRedirectUri: '/' })
  })

  it('the header shows a signed-in user the dashboard and a way to log out', async () => {
    const identity = new InMemoryIdentity()
    identity.signInDirectly({ sub: 'user-1', username: 'ann', email: null, admin: false })
    await render(identity)
    expect(document.querySelector('a[href="/admin"]')?.textContent).toBe('Dashboard')
    expect(button('Log in')).toBeUndefined()
    await act(async () => button('Log out').click())
    expect(await identity.isSignedIn()).toBe(false)
    expect(button('Log in')).toBeDefined()
  })
})
