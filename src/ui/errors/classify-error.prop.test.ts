import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CREDITS_EXCEEDED_MESSAGE, ERROR_CODES } from '../../adapters/http-contract/error-codes.ts'
import { isAdminPage } from './admin-page.ts'
import { classifyError } from './classify-error.ts'
import { ERROR_CONTEXTS, type ErrorContext, type ErrorInput } from './error-context.ts'
import { ERROR_I18N_KEYS } from './error-i18n-keys.ts'

const context = fc.constantFrom(...ERROR_CONTEXTS)
const knownStatus = fc.constantFrom(400, 401, 403, 404, 409, 422, 429, 500, 502, 503, 504)
const failureKind = fc.constantFrom('network', 'timeout', 'no-token', 'render', 'not-found' as const)
const status = fc.oneof(knownStatus, failureKind, fc.integer(), fc.double())
const message = fc.oneof(
  fc.constant(CREDITS_EXCEEDED_MESSAGE),
  fc.constantFrom('Invalid invite code', 'Internal Server Error', '', '  '),
  fc.string(),
)
const code = fc.oneof(
  fc.constantFrom(ERROR_CODES.rateLimited, ERROR_CODES.creditsExceeded, 'NOT_FOUND', ''),
  fc.string(),
)
const path = fc.oneof(
  fc.constantFrom('/', '/pricing', '/admin', '/admin/search', '/x/admin/y'),
  fc.webPath(),
  fc.string(),
)
const input = (ctx: fc.Arbitrary<ErrorContext> = context): fc.Arbitrary<ErrorInput> =>
  fc.record({ context: ctx, status, message, code, path }, { requiredKeys: ['context', 'status'] })

/** Every i18n key an outcome carries, however deep. */
const keysOf = (value: unknown): string[] =>
  value === null || typeof value !== 'object'
    ? []
    : Object.entries(value).flatMap(([field, v]) =>
        field.endsWith('Key') && typeof v === 'string' ? [v] : keysOf(v),
      )

const serverErrorToast = { _tag: 'Toast', type: 'error', messageKey: 'errors.server_error' }
// Contexts whose failures surface as toasts; reveal, company search and packets are silent, validation inline.
const toastContexts = ERROR_CONTEXTS.filter(
  (c) => !['profileReveal', 'companySearch', 'packetOrder', 'invitationValidate', 'tokenRefresh'].includes(c),
)

describe('classifyError properties', () => {
  it('is total: every input gets an outcome and nothing throws', () => {
    fc.assert(fc.property(input(), (i) => void expect(typeof classifyError(i)._tag).toBe('string')))
  })

  it('every key an outcome carries is in ERROR_I18N_KEYS', () => {
    const known = new Set<string>(ERROR_I18N_KEYS)
    fc.assert(
      fc.property(input(), (i) => {
        for (const key of keysOf(classifyError(i))) expect(known).toContain(key)
      }),
    )
  })

  it('5xx always toasts server_error in contexts that surface failures by toast', () => {
    const fiveXx = fc.integer({ min: 500, max: 599 })
    fc.assert(
      fc.property(
        input(fc.constantFrom(...toastContexts)),
        fiveXx,
        (i, s) =>
          void expect(classifyError({ ...i, status: s })).toEqual({
            ...serverErrorToast,
            runCallerHandlers: false,
          }),
      ),
    )
  })

  it("429 'Credits Exceeded' toasts credits_exceeded everywhere but profile reveal and token refresh (unless RATE_LIMITED)", () => {
    const ctx = fc.constantFrom(
      ...ERROR_CONTEXTS.filter((c) => c !== 'profileReveal' && c !== 'tokenRefresh'),
    )
    fc.assert(
      fc.property(input(ctx), (i) => {
        fc.pre(i.code !== ERROR_CODES.rateLimited)
        const outcome = classifyError({ ...i, status: 429, message: CREDITS_EXCEEDED_MESSAGE })
        expect(outcome).toMatchObject({ _tag: 'Toast', messageKey: 'errors.credits_exceeded' })
      }),
    )
  })

  it('profile reveal 429 is always the inline upgrade message, unless it is the rate limit', () => {
    fc.assert(
      fc.property(input(fc.constant('profileReveal')), (i) => {
        fc.pre(i.code !== ERROR_CODES.rateLimited)
        const outcome = classifyError({ ...i, status: 429 })
        expect(outcome).toMatchObject({ _tag: 'Inline', action: { goTo: 'subscriptionPage' } })
      }),
    )
  })

  it('a 429 RATE_LIMITED is never a credits outcome: it asks to wait, or is only logged where failures are', () => {
    const ctx = fc.constantFrom(...ERROR_CONTEXTS.filter((c) => c !== 'tokenRefresh'))
    fc.assert(
      fc.property(input(ctx), (i) => {
        const outcome = classifyError({ ...i, status: 429, code: ERROR_CODES.rateLimited })
        expect(keysOf(outcome).some((key) => key.startsWith('errors.credits_'))).toBe(false)
        if (i.context === 'companySearch') expect(outcome._tag).toBe('Silent')
        else expect(outcome).toMatchObject({ messageKey: 'errors.rate_limited' })
      }),
    )
  })

  it('non-admin paths never get the expired-session dialog', () => {
    fc.assert(
      fc.property(input(), (i) => {
        fc.pre(!isAdminPage(i.path))
        expect(classifyError(i)).not.toMatchObject({ dialog: 'sessionExpired' })
      }),
    )
  })

  it('401 on an admin page gives the expired-session dialog unless the call has its own 401 reaction', () => {
    const ctx = fc.constantFrom(
      ...ERROR_CONTEXTS.filter((c) => !['userInfo', 'order', 'packetOrder', 'tokenRefresh'].includes(c)),
    )
    const adminPath = fc.tuple(fc.string(), fc.string()).map(([a, b]) => `${a}/admin${b}`)
    fc.assert(
      fc.property(input(ctx), adminPath, (i, p) => {
        expect(classifyError({ ...i, status: 401, path: p })).toMatchObject({ dialog: 'sessionExpired' })
      }),
    )
  })

  it('a server message is shown verbatim, never blank and never from a 5xx', () => {
    fc.assert(
      fc.property(input(), (i) => {
        const outcome = classifyError(i)
        if (outcome._tag !== 'Toast' || outcome.serverMessage === undefined) return
        expect(outcome.serverMessage).toBe(i.message)
        expect(outcome.serverMessage.trim()).not.toBe('')
        expect(typeof i.status === 'number' && i.status >= 500 && i.status <= 599).toBe(false)
      }),
    )
  })

  it('caller handlers run only after token failures', () => {
    fc.assert(
      fc.property(input(), (i) => {
        const tokenFailure =
          i.status !== 'render' &&
          i.status !== 'not-found' &&
          (i.status === 'no-token' || i.context === 'tokenRefresh')
        expect(classifyError(i).runCallerHandlers).toBe(tokenFailure)
      }),
    )
  })

  it('render failures and unknown routes are pages whatever the context', () => {
    fc.assert(
      fc.property(
        input(),
        fc.constantFrom('render', 'not-found' as const),
        (i, s) => void expect(classifyError({ ...i, status: s })._tag).toBe('ErrorPage'),
      ),
    )
  })
})
