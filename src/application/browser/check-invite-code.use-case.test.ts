import { describe, expect, it } from 'vitest'
import { yuanToFen } from '../../domain/shared/money.ts'
import { InMemoryBillingGateway } from '../testing/in-memory-billing.gateway.ts'
import { InMemoryIdentity } from '../testing/in-memory-identity.ts'
import { CheckInviteCode } from './check-invite-code.use-case.ts'
import { GetAccessToken } from './get-access-token.use-case.ts'
import { SessionExpiredSignal } from './session-expired-signal.ts'

const setUp = (signedIn = true) => {
  const identity = new InMemoryIdentity()
  if (signedIn) identity.signInDirectly({ sub: 'u', username: 'ann', email: null, admin: false })
  const gateway = new InMemoryBillingGateway().addCode('SPRING25', yuanToFen(50))
  const check = new CheckInviteCode(
    identity,
    new GetAccessToken(identity, new SessionExpiredSignal()),
    gateway,
  )
  return { gateway, check }
}

describe('CheckInviteCode', () => {
  it('a known code is valid, with its discount', async () => {
    const { check, gateway } = setUp()
    expect(await check.execute(' spring25 ')).toEqual({
      _tag: 'InviteCodeValid',
      inviteCode: 'SPRING25',
      discount: yuanToFen(50),
    })
    expect(gateway.checkedCodes).toEqual(['SPRING25'])
  })

  it('an unknown code is invalid', async () => {
    const { check } = setUp()
    expect(await check.execute('nope')).toEqual({ _tag: 'InviteCodeInvalid', inviteCode: 'NOPE' })
  })

  it('an empty box asks for a code and calls nothing (SPEC §5)', async () => {
    const { check, gateway } = setUp()
    expect(await check.execute('  ')).toMatchObject({ _tag: 'InviteCodeRequired' })
    expect(gateway.checkedCodes).toEqual([])
  })

  it('an anonymous visitor is asked to sign in first', async () => {
    const { check, gateway } = setUp(false)
    expect(await check.execute('SPRING25')).toEqual({ _tag: 'SignInRequired' })
    expect(gateway.checkedCodes).toEqual([])
  })

  it('a failed call is passed on, for the dialog to say "Validation failed"', async () => {
    const { check, gateway } = setUp()
    gateway.failNext('network')
    expect(await check.execute('SPRING25')).toEqual({ _tag: 'BillingCallFailed', status: 'network' })
  })
})
