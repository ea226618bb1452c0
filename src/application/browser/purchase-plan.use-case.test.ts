import { describe, expect, it } from 'vitest'
import { yuanToFen } from '../../domain/shared/money.ts'
import { InMemoryBillingGateway } from '../testing/in-memory-billing.gateway.ts'
import { InMemoryIdentity } from '../testing/in-memory-identity.ts'
import { GetAccessToken } from './get-access-token.use-case.ts'
import { signInFailure } from './ports/sign-in-failure.ts'
import { PurchasePlan } from './purchase-plan.use-case.ts'
import { SessionExpiredSignal } from './session-expired-signal.ts'

const setUp = (signedIn = true) => {
  const identity = new InMemoryIdentity()
  if (signedIn) identity.signInDirectly({ sub: 'u', username: 'ann', email: null, admin: false })
  const expired = new SessionExpiredSignal()
  const gateway = new InMemoryBillingGateway()
  const purchase = new PurchasePlan(identity, new GetAccessToken(identity, expired), gateway)
  return { identity, expired, gateway, purchase }
}

describe('PurchasePlan', () => {
  it('places the order with the bearer token and answers where to pay', async () => {
    const { gateway, purchase } = setUp()
    const result = await purchase.execute({ plan: 'MONTHLY_PRO', inviteCode: '' })
    expect(result).toMatchObject({
      _tag: 'OrderPlaced',
      order: { status: 'PENDING', originalAmount: yuanToFen(350), finalAmount: yuanToFen(350) },
    })
    expect(gateway.orders).toHaveLength(1)
    expect(gateway.orders[0]?.accessToken).not.toBe('')
  })

  it('sends no invite code when the box is empty or blank (SPEC §5)', async () => {
    const { gateway, purchase } = setUp()
    await purchase.execute({ plan: 'YEARLY_BASIC', inviteCode: '   ' })
    expect(gateway.orders[0]?.request).toEqual({ plan: 'YEARLY_BASIC' })
  })

  it('sends the code trimmed and upper-cased', async () => {
    const { gateway, purchase } = setUp()
    gateway.addCode('SPRING25', yuanToFen(50))
    const result = await purchase.execute({ plan: 'MONTHLY_PRO', inviteCode: '  spring25 ' })
    expect(gateway.orders[0]?.request).toEqual({ plan: 'MONTHLY_PRO', inviteCode: 'SPRING25' })
    expect(result).toMatchObject({ order: { discountAmount: yuanToFen(50), finalAmount: yuanToFen(300) } })
  })

  it('an order that costs nothing is paid at once and still answers where to go', async () => {
    const { gateway, purchase } = setUp()
    gateway.addCode('FREEBIE', yuanToFen(10_000))
    const result = await purchase.execute({ plan: 'PACKET_EMAIL_PRO', inviteCode: 'freebie' })
    expect(result).toMatchObject({ _tag: 'OrderPlaced', order: { status: 'PAID', finalAmount: 0 } })
  })

  it('asks an anonymous buyer to sign in, without calling the service', async () => {
    const { gateway, purchase } = setUp(false)
    expect(await purchase.execute({ plan: 'MONTHLY_PRO', inviteCode: 'X' })).toEqual({
      _tag: 'SignInRequired',
    })
    expect(gateway.orders).toEqual([])
  })

  it('a signed-in buyer whose token cannot be had gets TokenUnavailable, and the expired dialog is raised', async () => {
    const { identity, expired, gateway, purchase } = setUp()
    const raised: unknown[] = []
    expired.subscribe((failure) => raised.push(failure))
    identity.advance(3600)
    identity.failNextToken(signInFailure('ProviderUnreachable'))
    expect(await purchase.execute({ plan: 'MONTHLY_PRO', inviteCode: '' })).toEqual({
      _tag: 'TokenUnavailable',
    })
    expect(raised).toHaveLength(1)
    expect(gateway.orders).toEqual([])
  })

  it('passes the service’s refusal on for the UI’s error table', async () => {
    const { gateway, purchase } = setUp()
    gateway.failNext(401, 'User not authenticated')
    expect(await purchase.execute({ plan: 'MONTHLY_PRO', inviteCode: '' })).toEqual({
      _tag: 'BillingCallFailed',
      status: 401,
      message: 'User not authenticated',
    })
  })

  it('refuses, as a defect, a plan that is granted and not bought', async () => {
    const { purchase } = setUp()
    await expect(purchase.execute({ plan: 'FREE', inviteCode: '' })).rejects.toThrow(/FREE/)
  })
})
