import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contractClient } from '../../adapters/browser/http/contract-client.ts'
import { injectTransport } from '../../adapters/browser/http/inject-transport.ts'
import type { WireRequest } from '../../adapters/browser/http/wire-transport.ts'
import { validateInviteCode } from '../../adapters/http-contract/invitation.ts'
import { type InProcessApi, startInProcessApi } from '../../composition/testing/in-process-api.fixture.ts'
import { anInviteCode } from '../../composition/testing/orders-world.fixture.ts'
import { yuanToFen } from '../../domain/shared/money.ts'
import { InMemoryIdentity } from '../testing/in-memory-identity.ts'
import { CheckInviteCode } from './check-invite-code.use-case.ts'
import { GetAccessToken } from './get-access-token.use-case.ts'
import { SessionExpiredSignal } from './session-expired-signal.ts'

// Against the real service (its validate call), where SPRING25 takes 50 yuan off.
let api: InProcessApi
beforeAll(async () => {
  api = await startInProcessApi()
  await anInviteCode(api, 'SPRING25', 50)
})
afterAll(() => api.close())

const setUp = async (signedIn = true) => {
  const identity = new InMemoryIdentity()
  if (signedIn)
    identity.signInDirectly(
      { sub: 'u', username: 'ann', email: null, admin: false },
      await api.token('u', { claims: { preferred_username: 'ann' } }),
    )
  const getAccessToken = new GetAccessToken(identity, new SessionExpiredSignal())
  const sent: WireRequest[] = []
  let drop = false
  const real = injectTransport(api.app)
  const calls = contractClient(
    { validateInviteCode },
    async (request) => {
      sent.push(request)
      if (!drop) return real(request)
      drop = false
      return { unanswered: 'network', message: 'connect ECONNREFUSED' }
    },
    () => getAccessToken.execute(),
  )
  return {
    check: new CheckInviteCode(identity, calls),
    sent,
    dropNext: () => {
      drop = true
    },
  }
}

describe('CheckInviteCode', () => {
  it('a known code is valid, with its discount', async () => {
    const { check, sent } = await setUp()
    expect(await check.execute(' spring25 ')).toEqual({
      _tag: 'InviteCodeValid',
      inviteCode: 'SPRING25',
      discount: yuanToFen(50),
    })
    expect(sent.map((r) => r.url)).toEqual(['/api/invitation/validate?code=SPRING25'])
  })

  it('an unknown code is invalid', async () => {
    const { check } = await setUp()
    expect(await check.execute('nope')).toEqual({ _tag: 'InviteCodeInvalid', inviteCode: 'NOPE' })
  })

  it('an empty box asks for a code and calls nothing (SPEC §5)', async () => {
    const { check, sent } = await setUp()
    expect(await check.execute('  ')).toMatchObject({ _tag: 'InviteCodeRequired' })
    expect(sent).toEqual([])
  })

  it('an anonymous visitor is asked to sign in first', async () => {
    const { check, sent } = await setUp(false)
    expect(await check.execute('SPRING25')).toEqual({ _tag: 'SignInRequired' })
    expect(sent).toEqual([])
  })

  it('a failed call is passed on, for the dialog to say "Validation failed"', async () => {
    const { check, dropNext } = await setUp()
    dropNext()
    expect(await check.execute('SPRING25')).toMatchObject({ _tag: 'ApiCallFailed', status: 'network' })
  })
})
