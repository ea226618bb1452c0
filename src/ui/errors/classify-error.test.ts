import { describe, expect, it } from 'vitest'
import { classifyError } from './classify-error.ts'

const admin = '/admin/search'

describe('classifyError pins SPEC §8 and §4: shared client, token, pages', () => {
  it('401 on an admin page: expired-session dialog, confirm signs out', () => {
    expect(classifyError({ context: 'api', status: 401, path: admin })).toMatchObject({
      _tag: 'Dialog',
      dialog: 'sessionExpired',
      titleKey: 'errors.session_expired.title',
      descriptionKey: 'errors.session_expired.description',
      action: 'signOut',
      cancelKey: null,
    })
  })

  it("429 'Credits Exceeded': error toast", () => {
    expect(classifyError({ context: 'api', status: 429, message: 'Credits Exceeded' })).toEqual({
      _tag: 'Toast',
      type: 'error',
      messageKey: 'errors.credits_exceeded',
      runCallerHandlers: false,
    })
  })

  it('other 429: credits-exhausted dialog with learn-more and image, opens subscription in a new window', () => {
    expect(classifyError({ context: 'api', status: 429, message: 'Too Many Requests' })).toMatchObject({
      _tag: 'Dialog',
      dialog: 'creditsExhausted',
      confirmKey: 'errors.credits_exhausted.learn_more',
      showImage: true,
      action: 'openSubscriptionInNewWindow',
    })
  })

  it('profile reveal 429: inline credits-exhausted message with an upgrade button to subscription', () => {
    for (const message of ['Credits Exceeded', undefined]) {
      expect(
        classifyError({ context: 'profileReveal', status: 429, ...(message ? { message } : {}) }),
      ).toEqual({
        _tag: 'Inline',
        messageKey: 'errors.credits_exhausted.title',
        descriptionKey: 'errors.credits_exhausted.description',
        action: { labelKey: 'errors.credits_exhausted.upgrade', goTo: 'subscriptionPage' },
        runCallerHandlers: false,
      })
    }
  })

  it.each([500, 404, 400, 'network', 'timeout'] as const)('other reveal error %s: only logged', (status) => {
    expect(classifyError({ context: 'profileReveal', status, path: admin })._tag).toBe('Silent')
  })

  it.each([500, 502, 503, 'network', 'timeout'] as const)('%s: server-error toast', (status) => {
    expect(classifyError({ context: 'api', status, message: 'boom' })).toEqual({
      _tag: 'Toast',
      type: 'error',
      messageKey: 'errors.server_error',
      runCallerHandlers: false,
    })
  })

  it('empty token or refresh failure: authentication-expired dialog, caller handlers run too', () => {
    const expected = {
      _tag: 'Dialog',
      dialog: 'authExpired',
      titleKey: 'errors.auth_expired.title',
      descriptionKey: 'errors.auth_expired.description',
      action: 'signOut',
      runCallerHandlers: true,
    }
    expect(classifyError({ context: 'api', status: 'no-token' })).toMatchObject(expected)
    expect(classifyError({ context: 'order', status: 'no-token', path: '/pricing' })).toMatchObject(expected)
    expect(classifyError({ context: 'tokenRefresh', status: 400, message: 'invalid_grant' })).toMatchObject(
      expected,
    )
  })

  it.each([500, 'network', 'timeout'] as const)('company search failure %s: only logged', (status) => {
    expect(classifyError({ context: 'companySearch', status, path: admin })._tag).toBe('Silent')
  })

  it('render failure: error boundary with refresh and back-home', () => {
    expect(classifyError({ context: 'api', status: 'render' })).toMatchObject({
      _tag: 'ErrorPage',
      page: 'errorBoundary',
      titleKey: 'errors.boundary.title',
      refreshKey: 'errors.boundary.refresh',
      homeKey: 'errors.actions.back_home',
    })
  })

  it('unknown route: not-found page', () => {
    expect(classifyError({ context: 'api', status: 'not-found', path: '/nowhere' })).toMatchObject({
      _tag: 'ErrorPage',
      page: 'notFound',
      titleKey: 'errors.not_found.title',
      refreshKey: null,
    })
  })

  it('user info 401: clear the user and toast the expired-session title, on any page', () => {
    for (const path of ['/', admin]) {
      expect(classifyError({ context: 'userInfo', status: 401, path })).toEqual({
        _tag: 'ClearUserAndToast',
        type: 'error',
        messageKey: 'errors.session_expired.title',
        runCallerHandlers: false,
      })
    }
  })
})

describe('classifyError tells the service’s rate limit (429 RATE_LIMITED) from both 429s of SPEC §8', () => {
  const rateLimited = { status: 429, code: 'RATE_LIMITED', message: 'Too many requests' } as const

  it('shared client: a toast asking to wait, neither the credits toast nor the credits dialog', () => {
    for (const path of ['/', admin])
      expect(classifyError({ context: 'api', path, ...rateLimited })).toEqual({
        _tag: 'Toast',
        type: 'error',
        messageKey: 'errors.rate_limited',
        runCallerHandlers: false,
      })
  })

  it('the same 429 without that code is still the credits-exhausted dialog', () => {
    expect(
      classifyError({ context: 'api', status: 429, code: 'TOO_MANY_REQUESTS', message: 'Too many requests' }),
    ).toMatchObject({ _tag: 'Dialog', dialog: 'creditsExhausted' })
    expect(classifyError({ context: 'api', status: 429 })).toMatchObject({ dialog: 'creditsExhausted' })
  })

  it('the credits’ own 429 keeps its toast', () => {
    expect(
      classifyError({ context: 'api', status: 429, code: 'CREDITS_EXCEEDED', message: 'Credits Exceeded' }),
    ).toMatchObject({ _tag: 'Toast', messageKey: 'errors.credits_exceeded' })
  })

  it('profile reveal: said in place, with no upgrade button (paying would not help)', () => {
    expect(classifyError({ context: 'profileReveal', ...rateLimited })).toEqual({
      _tag: 'Inline',
      messageKey: 'errors.rate_limited',
      descriptionKey: null,
      action: null,
      runCallerHandlers: false,
    })
  })

  it('invite-code check: said under the box; company search: only logged; orders: a toast', () => {
    expect(classifyError({ context: 'invitationValidate', ...rateLimited })).toMatchObject({
      _tag: 'Inline',
      messageKey: 'errors.rate_limited',
    })
    expect(classifyError({ context: 'companySearch', ...rateLimited })._tag).toBe('Silent')
    for (const context of ['order', 'packetOrder', 'userInfo', 'invitationCreate'] as const)
      expect(classifyError({ context, ...rateLimited })).toMatchObject({
        _tag: 'Toast',
        messageKey: 'errors.rate_limited',
      })
  })
})
