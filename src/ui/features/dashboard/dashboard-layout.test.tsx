// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { InMemoryIdentity } from '../../../application/testing/in-memory-identity.ts'
import { writeCookie } from '../../lib/write-cookie.ts'
import { renderDashboard } from './testing/render-dashboard.tsx'

const ann = { sub: 'user-1', username: 'ann', email: 'ann@x.example', admin: false }
const boss = { sub: 'admin-1', username: 'boss', email: 'boss@x.example', admin: true }

const signedIn = (account: typeof ann) => {
  const identity = new InMemoryIdentity()
  identity.signInDirectly(account)
  return identity
}
const nav = () => document.querySelector('[data-slot="sidebar"] nav') as HTMLElement
const navLinks = () => [...nav().querySelectorAll('a')].map((a) => a.textContent)
const groupLabels = () =>
  [...nav().querySelectorAll('[role="group"]')].map(
    (group) => document.getElementById(group.getAttribute('aria-labelledby') ?? '')?.textContent,
  )
const link = (name: string) => [...document.querySelectorAll('a')].find((a) => a.textContent === name)
const sidebar = () => document.querySelector('[data-slot="sidebar"]')
const toggleButton = () => document.querySelector('button[aria-label="Toggle sidebar"]') as HTMLButtonElement
const press = (init: KeyboardEventInit) =>
  act(async () => void window.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, ...init })))
const clearCookie = () => {
  writeCookie('sidebar_state=; path=/; max-age=0')
}

describe('the dashboard frame', () => {
  let unmount = () => {}
  beforeEach(clearCookie)
  afterEach(() => {
    unmount()
    clearCookie()
    vi.restoreAllMocks()
  })
  const render = async (options: Parameters<typeof renderDashboard>[0]) => {
    const app = await renderDashboard(options)
    unmount = app.unmount
    return app
  }

  it('sends a signed-out visitor home, replacing the address', async () => {
    const app = await render({ identity: new InMemoryIdentity(), path: '/admin/log' })
    expect(app.router.state.location.pathname).toBe('/')
    expect(app.text()).toContain('home page')
    expect(app.router.history.length).toBe(1)
  })

  it('signs a visitor in first when the link asks (the extension’s Upgrade), to come back to the page', async () => {
    const identity = new InMemoryIdentity()
    const signIn = vi.spyOn(identity, 'signIn').mockReturnValue(new Promise(() => {}))
    // The page is on its way to the provider: the spinner stays, and the harness waits for it in vain.
    await render({ identity, path: '/admin/subscription?signIn=1' }).catch(() => null)
    expect(signIn).toHaveBeenCalledWith(expect.objectContaining({ postRedirectUri: '/admin/subscription' }))
    expect(document.querySelector('[role="status"]')?.textContent).toBe('Loading your dashboard…')
    unmount = () => document.body.replaceChildren()
  })

  it('shows a spinner while the stored session is read', async () => {
    const identity = signedIn(ann)
    // The harness asks first; the app's own read never finishes.
    const user = await identity.currentUser()
    vi.spyOn(identity, 'currentUser')
      .mockResolvedValueOnce(user)
      .mockReturnValue(new Promise(() => {}))
    const app = await render({ identity, path: '/admin/search' }).catch(() => null)
    expect(app).toBeNull() // the harness waits for the spinner to go: it never does
    expect(document.querySelector('[role="status"]')?.textContent).toBe('Loading your dashboard…')
    expect(document.querySelector('main')).toBeNull()
    unmount = () => document.body.replaceChildren()
  })

  it('opens /admin on the company search, replacing the address', async () => {
    const app = await render({ identity: signedIn(ann), path: '/admin' })
    expect(app.router.state.location.pathname).toBe('/admin/search')
    expect(app.router.history.length).toBe(1)
    expect(document.querySelector('main h1')?.textContent).toBe('page /admin/search')
  })

  it('shows a user the features and account groups, an admin the dashboard group too', async () => {
    const user = await render({ identity: signedIn(ann), path: '/admin/search' })
    expect(navLinks()).toEqual([
      'Search',
      'Email finder',
      'Bulk enrichment',
      'Contacts',
      'Search log',
      'Subscription',
      'Credit log',
      'Pricing',
      'API keys',
      'My account',
    ])
    user.unmount()
    await render({ identity: signedIn(boss), path: '/admin/search' })
    expect(navLinks()).toEqual([
      'Invitations',
      'Users',
      'Orders',
      'Audit log',
      'Outbox',
      'Removal requests',
      'Search',
      'Email finder',
      'Bulk enrichment',
      'Contacts',
      'Search log',
      'Subscription',
      'Credit log',
      'Pricing',
      'API keys',
      'My account',
    ])
    expect(groupLabels()).toEqual(['Dashboard', 'Features', 'Account'])
  })

  it('marks the current page, and follows the user to another', async () => {
    const app = await render({ identity: signedIn(ann), path: '/admin/search' })
    const current = () => [...nav().querySelectorAll('[aria-current="page"]')].map((a) => a.textContent)
    expect(current()).toEqual(['Search'])
    await act(async () => link('Search log')?.click())
    await app.settle()
    expect(app.router.state.location.pathname).toBe('/admin/log')
    expect(current()).toEqual(['Search log'])
    expect(document.querySelector('header')?.textContent).toContain('Search log')
  })

  it('names its navigation', async () => {
    await render({ identity: signedIn(ann), path: '/admin/search' })
    expect(nav().getAttribute('aria-label')).toBe('Dashboard navigation')
  })

  it('links the logo and name home, and offers the way back and the language', async () => {
    await render({ identity: signedIn(ann), path: '/admin/search' })
    expect(sidebar()?.querySelector('a[href="/"]')?.textContent).toBe('LeadLens')
    expect(link('Back to site')?.getAttribute('href')).toBe('/')
    expect(document.querySelector('header fieldset legend')?.textContent).toBe('Language')
  })

  it('Ctrl+B and Cmd+B collapse and expand it, saving the state in a cookie for 7 days', async () => {
    const cookieWrites = vi.spyOn(document, 'cookie', 'set')
    await render({ identity: signedIn(ann), path: '/admin/search' })
    expect(sidebar()?.getAttribute('data-state')).toBe('expanded')
    await press({ key: 'b', ctrlKey: true })
    expect(sidebar()?.getAttribute('data-state')).toBe('collapsed')
    expect(toggleButton().getAttribute('aria-expanded')).toBe('false')
    expect(cookieWrites).toHaveBeenLastCalledWith('sidebar_state=false; path=/; max-age=604800; samesite=lax')
    await press({ key: 'b', metaKey: true })
    expect(sidebar()?.getAttribute('data-state')).toBe('expanded')
    expect(cookieWrites).toHaveBeenLastCalledWith('sidebar_state=true; path=/; max-age=604800; samesite=lax')
  })

  it('leaves other shortcuts alone', async () => {
    await render({ identity: signedIn(ann), path: '/admin/search' })
    await press({ key: 'b' })
    await press({ key: 'b', ctrlKey: true, shiftKey: true })
    await press({ key: 'c', ctrlKey: true })
    expect(sidebar()?.getAttribute('data-state')).toBe('expanded')
  })

  it('starts collapsed when the saved cookie says so; the toggle button expands it', async () => {
    writeCookie('sidebar_state=false; path=/')
    await render({ identity: signedIn(ann), path: '/admin/search' })
    expect(sidebar()?.getAttribute('data-state')).toBe('collapsed')
    // On the icon rail every entry keeps its name.
    expect(navLinks()).toContain('Search log')
    await act(async () => toggleButton().click())
    expect(sidebar()?.getAttribute('data-state')).toBe('expanded')
    expect(document.cookie).toContain('sidebar_state=true')
  })

  it('speaks Chinese', async () => {
    await render({ identity: signedIn(boss), path: '/admin/search', language: 'zh', collectionId: 'c' })
    expect(navLinks()).toContain('搜索记录')
    expect(groupLabels()).toContain('功能')
  })
})
