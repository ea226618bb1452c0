import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contractClient } from '../../adapters/browser/http/contract-client.ts'
import { injectTransport } from '../../adapters/browser/http/inject-transport.ts'
import type { WireRequest } from '../../adapters/browser/http/wire-transport.ts'
import { placeOrder } from '../../adapters/http-contract/payment.ts'
import { type InProcessApi, startInProcessApi } from '../../composition/testing/in-process-api.fixture.ts'
import { anInviteCode } from '../../composition/testing/orders-world.fixture.ts'
import { yuanToFen } from '../../domain/shared/money.ts'
import { InMemoryIdentity } from '../testing/in-memory-identity.ts'
import { GetAccessToken } from './get-access-token.use-case.ts'
import { signInFailure } from './ports/sign-in-failure.ts'
import { PurchasePlan } from './purchase-plan.use-case.ts'
import { SessionExpiredSignal } from './session-expired-signal.ts'

// Against the real service (its order call): SPRING25 takes 50 yuan off, FREEBIE more than any price.
let api: InProcessApi
beforeAll(async () => {
  api = await startInProcessApi()
  await anInviteCode(api, 'SPRING25', 50)
  await anInviteCode(api, 'FREEBIE', 10_000)
})
afterAll(() => api.close())

let buyers = 0
const setUp = async (signedIn = true) => {
  const identity = new InMemoryIdentity()
  const sub = `buyer-${++buyers}`
  if (signedIn)
    identity.signInDirectly({ sub, username: 'ann', email: null, admin: false }, await api.token(sub))
  const expired = new SessionExpiredSignal()
  const getAccessToken = new GetAccessToken(identity, expired)
  const sent: WireRequest[] = []
  const real = injectTransport(api.app)
  const calls = contractClient(
    { placeOrder },
    (request) => {
      sent.push(request)
      return real(request)
    },
    () => getAccessToken.execute(),
  )
  /** The orders' bodies as they went out. */
  const orders = () => sent.map((r) => JSON.parse(String(r.body)) as unknown)
  return { identity, expired, sent, orders, purchase: new PurchasePlan(identity, calls) }
}

describe('PurchasePlan', () => {
  it('places the order with the bearer token and answers where to pay', async () => {
    const { sent, purchase } = await setUp()
    const result = await purchase.execute({ plan: 'MONTHLY_PRO', inviteCode: '' })
    expect(result).toMatchObject({
      _tag: 'OrderPlaced',
      order: { status: 'PENDING', originalAmount: yuanToFen(350), finalAmount: yuanToFen(350) },
    })
    expect(sent).toHaveLength(1)
    expect(sent[0]?.headers.authorization).toMatch(/^Bearer \S+/)
  })

  it('sends no invite code when the box is empty or blank (SPEC §5)', async () => {
    const { orders, purchase } = await setUp()
    await purchase.execute({ plan: 'YEARLY_BASIC', inviteCode: '   ' })
    expect(orders()).toEqual([{ plan: 'YEARLY_BASIC' }])
  })

  it('sends the code trimmed and upper-cased', async () => {
    const { orders, purchase } = await setUp()
    const result = await purchase.execute({ plan: 'MONTHLY_PRO', inviteCode: '  spring25 ' })
    expect(orders()).toEqual([{ plan: 'MONTHLY_PRO', inviteCode: 'SPRING25' }])
    expect(result).toMatchObject({ order: { discountAmount: yuanToFen(50), finalAmount: yuanToFen(300) } })
  })

  it('an order that costs nothing is paid at once and still answers where to go', async () => {
    const { purchase } = await setUp()
    const result = await purchase.execute({ plan: 'PACKET_EMAIL_PRO', inviteCode: 'freebie' })
    expect(result).toMatchObject({ _tag: 'OrderPlaced', order: { status: 'PAID', finalAmount: 0 } })
  })

  it('asks an anonymous buyer to sign in, without calling the service', async () => {
    const { sent, purchase } = await setUp(false)
    expect(await purchase.execute({ plan: 'MONTHLY_PRO', inviteCode: 'X' })).toEqual({
      _tag: 'SignInRequired',
    })
    expect(sent).toEqual([])
  })

  it('a signed-in buyer whose token cannot be had gets TokenUnavailable, and the expired dialog is raised', async () => {
    const { identity, expired, sent, purchase } = await setUp()
    const raised: unknown[] = []
    expired.subscribe((failure) => raised.push(failure))
    identity.advance(3600)
    identity.failNextToken(signInFailure('ProviderUnreachable'))
    expect(await purchase.execute({ plan: 'MONTHLY_PRO', inviteCode: '' })).toEqual({
      _tag: 'TokenUnavailable',
    })
    expect(raised).toHaveLength(1)
    expect(sent).toEqual([])
  })

  it('passes the service’s refusal on for the UI’s error table', async () => {
    const { purchase } = await setUp()
    expect(await purchase.execute({ plan: 'MONTHLY_PRO', inviteCode: 'NOSUCHCODE' })).toEqual({
      _tag: 'ApiCallFailed',
      status: 400,
      code: 'INVALID_INVITE_CODE',
      message: 'invalid invite code, please check and retry',
    })
  })

  it('refuses, as a defect, a plan that is granted and not bought', async () => {
    const { purchase } = await setUp()
    await expect(purchase.execute({ plan: 'FREE', inviteCode: '' })).rejects.toThrow(/FREE/)
  })
})
