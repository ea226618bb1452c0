import { describe, expect, it } from 'vitest'
import { classifyError } from './classify-error.ts'

const admin = '/admin/search'

describe('classifyError pins SPEC §8: orders and invitations', () => {
  it('order 401: sign-in-required dialog with err_401 keys, confirm starts sign-in', () => {
    for (const path of ['/pricing', '/admin/pricing']) {
      expect(classifyError({ context: 'order', status: 401, path })).toMatchObject({
        _tag: 'Dialog',
        dialog: 'signInRequired',
        titleKey: 'errors.err_401.title',
        descriptionKey: 'errors.err_401.description',
        action: 'startSignIn',
      })
    }
  })

  it('order 400 with an invite-code message: the server message, with the default as fallback', () => {
    expect(classifyError({ context: 'order', status: 400, message: 'Invite code expired' })).toMatchObject({
      _tag: 'Toast',
      messageKey: 'errors.invalid_invite_code',
      serverMessage: 'Invite code expired',
    })
    const blank = classifyError({ context: 'order', status: 400, message: '  ' })
    expect(blank).toMatchObject({ _tag: 'Toast', messageKey: 'errors.invalid_invite_code' })
    expect(blank).not.toHaveProperty('serverMessage')
  })

  it.each([
    [400, 'Unknown plan'],
    [404, 'Not Found'],
    [409, 'Conflict'],
  ] as const)('other order failure %s: payment-request-failed toast', (status, message) => {
    expect(classifyError({ context: 'order', status, message })).toEqual({
      _tag: 'Toast',
      type: 'error',
      messageKey: 'errors.payment_failed',
      runCallerHandlers: false,
    })
  })

  it('packet order 401: packet sign-in dialog; other packet errors silent', () => {
    expect(classifyError({ context: 'packetOrder', status: 401, path: admin })).toMatchObject({
      _tag: 'Dialog',
      dialog: 'packetSignIn',
      titleKey: 'errors.packet_sign_in.title',
      descriptionKey: 'errors.packet_sign_in.description',
      action: 'startSignIn',
    })
    for (const status of [400, 500, 'network'] as const) {
      expect(classifyError({ context: 'packetOrder', status })._tag).toBe('Silent')
    }
  })

  it.each([
    ['invitationList', 'errors.invitation.load_failed'],
    ['invitationUsage', 'errors.invitation.usage_load_failed'],
    ['invitationDelete', 'errors.invitation.delete_failed'],
    ['invitationToggle', 'errors.invitation.toggle_failed'],
  ] as const)('%s failure: toast %s (server message not shown)', (context, messageKey) => {
    expect(classifyError({ context, status: 404, message: 'nope', path: admin })).toEqual({
      _tag: 'Toast',
      type: 'error',
      messageKey,
      runCallerHandlers: false,
    })
  })

  it.each([
    ['invitationCreate', 'errors.invitation.create_failed'],
    ['invitationUpdate', 'errors.invitation.update_failed'],
  ] as const)('%s failure: server message if any, else %s', (context, messageKey) => {
    expect(classifyError({ context, status: 409, message: 'Code already exists' })).toMatchObject({
      messageKey,
      serverMessage: 'Code already exists',
    })
    expect(classifyError({ context, status: 400 })).not.toHaveProperty('serverMessage')
    expect(classifyError({ context, status: 400 })).toMatchObject({ _tag: 'Toast', messageKey })
  })

  it('invite-code validation: invalid code, or validation failed', () => {
    expect(classifyError({ context: 'invitationValidate', status: 404 })).toMatchObject({
      _tag: 'Inline',
      messageKey: 'errors.invitation.invalid_code',
    })
    expect(classifyError({ context: 'invitationValidate', status: 'network' })).toMatchObject({
      _tag: 'Inline',
      messageKey: 'errors.invitation.validation_failed',
    })
  })
})

describe('classifyError decided cases', () => {
  it('401 off admin pages on a generic call: silent', () => {
    expect(classifyError({ context: 'api', status: 401, path: '/pricing' })._tag).toBe('Silent')
  })
  it('403: forbidden toast; other 4xx: request-failed toast', () => {
    expect(classifyError({ context: 'api', status: 403 })).toMatchObject({ messageKey: 'errors.forbidden' })
    expect(classifyError({ context: 'api', status: 422, message: 'bad' })).toMatchObject({
      messageKey: 'errors.request_failed',
    })
  })
  it('5xx on create shows the server-error toast, never the 5xx body', () => {
    expect(classifyError({ context: 'invitationCreate', status: 500, message: 'stack…' })).toEqual({
      _tag: 'Toast',
      type: 'error',
      messageKey: 'errors.server_error',
      runCallerHandlers: false,
    })
  })
})
