import { describe, expect, it } from 'vitest'
import { billingGatewayContract } from '../../../tests/contract/billing-gateway.contract.ts'
import { yuanToFen } from '../../domain/shared/money.ts'
import { InMemoryBillingGateway } from './in-memory-billing.gateway.ts'

billingGatewayContract('in memory', async () => ({
  gateway: new InMemoryBillingGateway()
    .addCode('PRICING50', yuanToFen(50))
    .addCode('ALLFREE', yuanToFen(5000)),
  token: 'token',
  code50: 'PRICING50',
  codeAboveAnyPrice: 'ALLFREE',
}))

describe('InMemoryBillingGateway', () => {
  it('answers the failure it was told to, once', async () => {
    const gateway = new InMemoryBillingGateway().failNext(500)
    expect(await gateway.placeOrder('t', { plan: 'MONTHLY_PRO' })).toEqual({
      _tag: 'BillingCallFailed',
      status: 500,
    })
    expect(await gateway.placeOrder('t', { plan: 'MONTHLY_PRO' })).toMatchObject({ status: 'PENDING' })
  })
})
