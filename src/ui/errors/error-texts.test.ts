import { describe, expect, it } from 'vitest'
import { ERROR_TEXTS_EN } from './error-texts.en.ts'
import { ERROR_TEXTS_ZH } from './error-texts.zh.ts'

// The spec's quoted texts, verbatim (SPEC §4, §5, §8, §2).
describe('English error texts pin the spec', () => {
  it.each([
    ['errors.credits_exceeded', 'Credits Exceeded, Please upgrade your plan'],
    ['errors.server_error', 'Server error, please try again later'],
    ['errors.auth_expired.title', 'Authentication expired'],
    ['errors.auth_expired.description', 'Your login has expired, please log in again'],
    ['errors.err_401.description', 'Please login to continue'],
    ['errors.invalid_invite_code', 'invalid invite code, please check and retry'],
    ['errors.payment_failed', 'payment request failed, please retry later'],
    ['errors.packet_sign_in.title', 'Authentication Required'],
    ['errors.packet_sign_in.description', 'Please sign in to purchase packets'],
    ['errors.credits_exhausted.title', 'Credits exhausted, please upgrade your plan'],
    ['errors.credits_exhausted.upgrade', 'Upgrade'],
    ['errors.invitation.invalid_code', 'Invalid invitation code'],
    ['errors.invitation.validation_failed', 'Validation failed'],
    ['errors.boundary.title', 'Sorry, something went wrong'],
    ['errors.boundary.refresh', 'Refresh Page'],
    ['errors.actions.back_home', 'Back to Home'],
    ['errors.not_found.title', 'Page Not Found'],
  ] as const)('%s = %s', (key, text) => expect(ERROR_TEXTS_EN[key]).toBe(text))

  it('Chinese texts are written in Chinese', () => {
    for (const text of Object.values(ERROR_TEXTS_ZH)) expect(text).toMatch(/[\u4e00-\u9fff]/)
  })
})
