import { describe, expect, it } from 'vitest'
import { planOf } from '../../domain/plans/plan-catalogue.ts'
import { fen } from '../../domain/shared/money.ts'
import { NO_CHANGE } from '../../domain/subscriptions/holdings.ts'
import { openSubscription } from '../../domain/subscriptions/subscription.ts'
import { fixedClock } from '../testing/fixed-clock.ts'
import { InMemoryBillingRepository } from '../testing/in-memory-billing.repository.ts'
import { announcingBilling } from './announcing-billing.ts'
import type { ApiLimitChanges } from './ports/api-limit-changes.port.ts'

const USER = 'holder'

const world = () => {
  const store = new InMemoryBillingRepository()
  store.addHolder({ userId: USER, username: USER, email: null })
  const announced: string[] = []
  const changes: ApiLimitChanges = {
    announce: async (userId) => void announced.push(userId),
    listen: async () => {},
    close: async () => {},
  }
  return { store, announced, billing: announcingBilling(store, changes) }
}
const pro = openSubscription({
  id: 's',
  plan: planOf('MONTHLY_PRO'),
  start: fixedClock(0).now(),
  amount: fen(0),
})

describe('the billing repository announcing holdings changes (issue 32)', () => {
  it('announces a change once it is written, naming the user', async () => {
    const { billing, announced, store } = world()
    await billing.changeHoldings(USER, () => ({
      _tag: 'Change',
      change: { ...NO_CHANGE, opened: [pro] },
      result: 1,
    }))
    expect(announced).toEqual([USER])
    expect((await store.holdings(USER)).subscriptions).toHaveLength(1)
  })

  it('announces nothing for a decision that keeps the holdings, nor for a write that failed', async () => {
    const { billing, announced } = world()
    expect(await billing.changeHoldings(USER, () => ({ _tag: 'Keep', result: 'kept' }))).toBe('kept')
    await expect(
      billing.changeHoldings(USER, () => {
        throw new Error('a defect in the decision')
      }),
    ).rejects.toThrow('a defect')
    expect(await billing.settleOrder('no-such-order', () => ({ _tag: 'Keep', result: null }))).toEqual({
      _tag: 'OrderNotFound',
    })
    expect(announced).toEqual([])
  })
})
