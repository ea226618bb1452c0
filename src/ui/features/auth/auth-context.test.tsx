// @vitest-environment happy-dom
import { act, useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { signInFailure } from '../../../application/browser/ports/sign-in-failure.ts'
import { InMemoryIdentity } from '../../../application/testing/in-memory-identity.ts'
import { InMemoryUserInfoGateway } from '../../../application/testing/in-memory-user-info.gateway.ts'
import { useAuth } from './auth-context.tsx'
import { renderAuthApp } from './testing/auth-test-app.tsx'

const ann = { sub: 'user-1', username: 'ann', email: null, admin: false }

/** Shows the auth state, and asks for a token as an API call would. */
const Probe = () => {
  const auth = useAuth()
  const [token, setToken] = useState<string | null | undefined>(undefined)
  return (
    <div>
      <p data-testid="state">
        {auth.state.status === 'signedIn' ? `signed in as ${auth.state.user.username}` : auth.state.status}
      </p>
      <p data-testid="token">{token === undefined ? 'not asked' : String(token)}</p>
      <button type="button" onClick={async () => setToken(await auth.accessToken())}>
        call the API
      </button>
      <button type="button" onClick={() => auth.sessionRejected()}>
        user info said 401
      </button>
    </div>
  )
}

const byTestId = (id: string) => document.querySelector(`[data-testid="${id}"]`)?.textContent
const button = (name: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent === name) as HTMLButtonElement

describe('auth state and the Authentication expired dialog', () => {
  let unmount = () => {}
  afterEach(() => unmount())

  const render = async (identity: InMemoryIdentity, userInfo?: InMemoryUserInfoGateway) => {
    const app = await renderAuthApp({
      identity,
      path: '/',
      homePage: Probe,
      ...(userInfo ? { userInfo } : {}),
    })
    unmount = app.unmount
    await app.settle()
    return app
  }

  it('knows an anonymous visitor, who gets no token and no dialog', async () => {
    const app = await render(new InMemoryIdentity())
    expect(byTestId('state')).toBe('anonymous')
    await act(async () => button('call the API').click())
    expect(byTestId('token')).toBe('null')
    expect(document.querySelector('[role="alertdialog"]')).toBeNull()
    expect(app.text()).not.toContain('Authentication expired')
  })

  it('forgets a signed-in user whose session the service refuses (user info 401, SPEC §4)', async () => {
    const identity = new InMemoryIdentity()
    identity.signInDirectly(ann)
    const userInfo = new InMemoryUserInfoGateway()
    userInfo.answer = { _tag: 'SessionRefused' }
    await render(identity, userInfo)
    expect(userInfo.tokens).toHaveLength(1)
    expect(byTestId('state')).toBe('anonymous')
    expect(await identity.isSignedIn()).toBe(false)
  })

  it('keeps a signed-in user the service knows, asking it once', async () => {
    const identity = new InMemoryIdentity()
    identity.signInDirectly(ann)
    const userInfo = new InMemoryUserInfoGateway()
    await render(identity, userInfo)
    expect(byTestId('state')).toBe('signed in as ann')
    expect(userInfo.tokens).toHaveLength(1)
  })

  it('knows a signed-in user, who gets a token', async () => {
    const identity = new InMemoryIdentity()
    identity.signInDirectly(ann)
    await render(identity)
    expect(byTestId('state')).toBe('signed in as ann')
    await act(async () => button('call the API').click())
    expect(byTestId('token')).toMatch(/^access-/)
  })

  it('opens the dialog when a signed-in user’s token cannot be obtained; confirming signs out', async () => {
    const identity = new InMemoryIdentity()
    identity.signInDirectly(ann)
    identity.refuseRefresh()
    identity.advance(3600)
    await render(identity)
    await act(async () => button('call the API').click())
    const dialog = document.querySelector('[role="alertdialog"]')
    expect(dialog?.textContent).toContain('Authentication expired')
    expect(dialog?.textContent).toContain('Your login has expired, please log in again')
    expect(dialog?.querySelector('[aria-label="Close"]')).toBeNull()
    await act(async () => button('OK').click())
    expect(await identity.isSignedIn()).toBe(false)
    expect(identity.departures.at(-1)).toBe(`${InMemoryIdentity.PROVIDER}/session/end`)
    expect(document.querySelector('[role="alertdialog"]')).toBeNull()
    expect(byTestId('state')).toBe('anonymous')
  })

  it('opens the dialog whoever asked for the token (the session-expired signal)', async () => {
    const identity = new InMemoryIdentity()
    identity.signInDirectly(ann)
    const app = await render(identity)
    await act(async () => app.expired.raise(signInFailure('ProviderUnreachable')))
    expect(document.querySelector('[role="alertdialog"]')?.textContent).toContain('Authentication expired')
  })

  it('forgets the user when user info answers 401', async () => {
    const identity = new InMemoryIdentity()
    identity.signInDirectly(ann)
    await render(identity)
    await act(async () => button('user info said 401').click())
    expect(byTestId('state')).toBe('anonymous')
  })
})
