// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { InMemoryIdentity } from '../../../application/testing/in-memory-identity.ts'
import { writeCookie } from '../../lib/write-cookie.ts'
import { renderDashboard } from './testing/render-dashboard.tsx'

const ann = { sub: 'user-1', username: 'ann', email: 'ann@x.example', admin: false }

const signedIn = () => {
  const identity = new InMemoryIdentity()
  identity.signInDirectly(ann)
  return identity
}

/** A screen whose width can change: `narrow` is under the 768 px breakpoint. */
const screenOf = (narrow: boolean) => {
  const listeners = new Set<() => void>()
  let matches = narrow
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (media) =>
      ({
        matches: media === '(max-width: 767px)' && matches,
        media,
        addEventListener: (_: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
      }) as unknown as MediaQueryList,
  )
  return {
    resize: (toNarrow: boolean) =>
      act(() => {
        matches = toNarrow
        for (const listener of listeners) listener()
      }),
  }
}

const drawer = () => document.querySelector('[role="dialog"][data-mobile="true"]')
const toggleButton = () => document.querySelector('button[aria-label="Toggle sidebar"]') as HTMLButtonElement
const menuTrigger = () =>
  document.querySelector('[data-slot="sidebar"] [aria-haspopup="menu"]') as HTMLElement
const menuItem = (name: string) =>
  [...document.querySelectorAll('[role="menuitem"]')].find((item) => item.textContent === name) as HTMLElement

describe('the dashboard sidebar', () => {
  let unmount = () => {}
  beforeEach(() => {
    writeCookie('sidebar_state=; path=/; max-age=0')
  })
  afterEach(() => {
    unmount()
    vi.restoreAllMocks()
  })
  const render = async (path = '/admin/search') => {
    const identity = signedIn()
    const app = await renderDashboard({ identity, path, collectionId: 'c-1' })
    unmount = app.unmount
    return { ...app, identity }
  }

  it('under 768 px is a drawer, closed at first, that the toggle opens and Ctrl+B closes', async () => {
    screenOf(true)
    await render()
    expect(drawer()).toBeNull()
    expect(toggleButton().getAttribute('aria-expanded')).toBe('false')
    await act(async () => toggleButton().click())
    expect(drawer()?.textContent).toContain('Search log')
    expect(drawer()?.querySelector('h2')?.textContent).toBe('Dashboard menu')
    await act(
      async () => void window.dispatchEvent(new KeyboardEvent('keydown', { key: 'b', ctrlKey: true })),
    )
    expect(drawer()).toBeNull()
    // The desktop state is not touched by the drawer.
    expect(document.cookie).not.toContain('sidebar_state')
  })

  it('closes the drawer once the user followed a link in it', async () => {
    screenOf(true)
    const app = await render()
    await act(async () => toggleButton().click())
    const log = [...(drawer()?.querySelectorAll('a') ?? [])].find((a) => a.textContent === 'Search log')
    await act(async () => log?.click())
    await app.settle()
    expect(app.router.state.location.pathname).toBe('/admin/log')
    expect(drawer()).toBeNull()
  })

  it('turns from a drawer into the sidebar when the window widens', async () => {
    const screen = screenOf(true)
    await render()
    expect(document.querySelector('[data-slot="sidebar"]')).toBeNull()
    await screen.resize(false)
    expect(document.querySelector('[data-slot="sidebar"]')?.getAttribute('data-state')).toBe('expanded')
  })

  it('shows who is signed in: initials, username and email', async () => {
    await render()
    expect(menuTrigger().textContent).toBe('ANannann@x.example')
    expect(menuTrigger().querySelector('[aria-hidden]')?.textContent).toBe('AN')
  })

  it('logs out from the user menu', async () => {
    const app = await render()
    await act(
      async () =>
        void menuTrigger().dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true })),
    )
    const menu = document.querySelector('[role="menu"]')
    expect(menu?.textContent).toContain('ann@x.example')
    await act(async () => menuItem('Log out').click())
    await app.settle()
    expect(await app.identity.isSignedIn()).toBe(false)
    expect(app.identity.departures.at(-1)).toBe(`${InMemoryIdentity.PROVIDER}/session/end`)
    expect(app.router.state.location.pathname).toBe('/')
  })
})
