// @vitest-environment happy-dom

import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  type ApiCallFailed,
  apiCallFailed,
  type CallFailure,
} from '../../application/browser/ports/api-call-failed.ts'
import { InMemoryIdentity } from '../../application/testing/in-memory-identity.ts'
import { AppShell } from '../app-shell.tsx'
import { signInResolver } from '../features/auth/testing/auth-test-app.tsx'
import { renderApp } from '../testing/render-app.tsx'
import type { ErrorContext } from './error-context.ts'
import { type ReportFailure, useFailureReporter } from './use-failure-reporter.ts'

// SPEC §8 as the dashboard's pages meet it: a failure handed to the reporter shows what the UI's error
// table says, where the page is (a 401 under /admin is an expired session), then the caller's handler.

let report: ReportFailure = () => {
  throw new Error('no probe rendered')
}
let context: ErrorContext = 'api'
const Probe = () => {
  report = useFailureReporter(context)
  return <h1>probe</h1>
}

const render = async (path: string, as: ErrorContext = 'api') => {
  context = as
  const { resolver } = signInResolver(new InMemoryIdentity())
  const app = await renderApp({
    resolver,
    path,
    settleMs: 10,
    shell: (page) => <AppShell>{page}</AppShell>,
    routes: [
      { path: '/admin/search', component: Probe },
      { path: '/pricing', component: Probe },
      { path: '/', component: Probe },
    ],
  })
  await app.settle()
  return app
}

const dialogText = () => document.querySelector('[role="alertdialog"]')?.textContent ?? ''
const toasts = () => document.querySelector('[data-sonner-toaster]')?.textContent ?? ''

let unmount = () => {}
afterEach(() => unmount())

const fail = async (app: Awaited<ReturnType<typeof render>>, failure: CallFailure, onError?: () => void) => {
  await act(async () => void report(failure, onError))
  await app.settle()
}

const status = (code: ApiCallFailed['status'], message?: string) =>
  apiCallFailed(code, message === undefined ? {} : { message })

describe('useFailureReporter', () => {
  it('a 401 on an admin page opens the expired-session dialog, which cannot be dismissed', async () => {
    const app = await render('/admin/search')
    unmount = app.unmount
    await fail(app, status(401, 'User not authenticated'))
    expect(dialogText()).toContain('Session expired')
    expect(dialogText()).toContain('Your session has expired, please log in again.')
    expect(dialogText()).not.toContain('Cancel')
  })

  it('the same 401 off the admin pages shows nothing (public pages own their sign-in prompts)', async () => {
    const app = await render('/')
    unmount = app.unmount
    await fail(app, status(401))
    expect(dialogText()).toBe('')
    expect(toasts()).not.toContain('Session expired')
  })

  it("429 'Credits Exceeded' is a toast; any other 429 the credits-exhausted dialog with its image", async () => {
    const app = await render('/admin/search')
    unmount = app.unmount
    await fail(app, status(429, 'Credits Exceeded'))
    expect(toasts()).toContain('Credits Exceeded, Please upgrade your plan')
    expect(dialogText()).toBe('')
    await fail(app, status(429, 'Too many requests'))
    expect(dialogText()).toContain('Credits exhausted, please upgrade your plan')
    expect(dialogText()).toContain('Learn more')
    expect(document.querySelector('[role="alertdialog"] img, [role="alertdialog"] svg')).not.toBeNull()
  })

  it('a 5xx, a timeout or no answer at all reads as a server error, never the server’s own words', async () => {
    const app = await render('/admin/search')
    unmount = app.unmount
    for (const failure of [status(500, 'TypeError at line 3'), status('timeout'), status('network')]) {
      await fail(app, failure)
      expect(toasts()).toContain('Server error, please try again later')
      expect(toasts()).not.toContain('TypeError')
    }
  })

  it('runs the caller’s own handler afterwards, also when no token could be had', async () => {
    const app = await render('/admin/search')
    unmount = app.unmount
    const onError = vi.fn()
    await fail(app, status(500), onError)
    await fail(app, { _tag: 'TokenUnavailable' }, onError)
    expect(onError).toHaveBeenCalledTimes(2)
    // A missing token adds nothing: the 'Authentication expired' dialog was opened where it was asked.
    expect(dialogText()).toBe('')
  })

  it('speaks for the call site: a failed invitation create shows the server’s message', async () => {
    const app = await render('/admin/search', 'invitationCreate')
    unmount = app.unmount
    await fail(app, status(409, 'Invite code already exists'))
    expect(toasts()).toContain('Invite code already exists')
  })

  it('hands an inline outcome back to the component instead of showing it', async () => {
    const app = await render('/admin/search', 'profileReveal')
    unmount = app.unmount
    const before = toasts()
    let outcome: ReturnType<ReportFailure> | undefined
    await act(async () => {
      outcome = report(status(429, 'Credits Exceeded'))
    })
    await app.settle()
    expect(outcome?._tag).toBe('Inline')
    expect(toasts()).toBe(before)
    expect(dialogText()).toBe('')
  })
})
