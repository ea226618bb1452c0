import { describe, expect, it } from 'vitest'
import { isCallFailure } from '../../src/application/browser/ports/api-call-failed.ts'
import type {
  PlanRecord,
  SubscriptionGateway,
  SubscriptionOverview,
} from '../../src/application/browser/ports/subscription.gateway.port.ts'
import type { PlanType } from '../../src/domain/plans/plan-type.ts'
import { yuanToFen } from '../../src/domain/shared/money.ts'

export type SubscriptionGatewayFixture = {
  readonly gateway: SubscriptionGateway
  /** A user the service has not seen yet; answers their access token. */
  newUser(): Promise<string>
  /** The user pays for a plan or packet at its full price, as a buyer would. */
  buy(accessToken: string, plan: PlanType): Promise<void>
}

const DAY_MS = 86_400_000

const read = async (gateway: SubscriptionGateway, token: string): Promise<SubscriptionOverview> => {
  const overview = await gateway.overview(token)
  if (isCallFailure(overview)) throw new Error(`overview failed: ${JSON.stringify(overview)}`)
  return overview
}

const current = (overview: SubscriptionOverview): PlanRecord => {
  if (overview.current === null) throw new Error('no current plan')
  return overview.current
}

/** What every SubscriptionGateway must do, over HTTP or in memory (DESIGN rule 12). */
export const subscriptionGatewayContract = (
  name: string,
  fixture: () => Promise<SubscriptionGatewayFixture>,
) => {
  describe(`SubscriptionGateway contract: ${name}`, () => {
    it('a new user is on the FREE trial, forever, with its 10 free credits', async () => {
      const { gateway, newUser } = await fixture()
      const overview = await read(gateway, await newUser())
      expect(overview.current).toMatchObject({
        planType: 'FREE',
        status: 'ACTIVE',
        expiryDate: null,
        price: 0,
        amount: 0,
        grants: [{ kind: 'free', total: 10, used: 0 }],
      })
      expect(overview.stacked).toEqual([])
      expect(overview.history).toEqual([])
      expect(overview.creditDetails.free).toEqual({ total: 10, used: 0, left: 10 })
      expect(overview.creditDetails.lead).toEqual({ total: 0, used: 0, left: 0 })
    })

    it('a paid plan is current with its dates, price and credits; the trial runs beside it', async () => {
      const { gateway, newUser, buy } = await fixture()
      const token = await newUser()
      await buy(token, 'MONTHLY_PRO')
      const overview = await read(gateway, token)
      const plan = current(overview)
      expect(plan).toMatchObject({
        planType: 'MONTHLY_PRO',
        status: 'ACTIVE',
        price: yuanToFen(350),
        amount: yuanToFen(350),
        grants: [
          { kind: 'lead', total: 100, used: 0 },
          { kind: 'search', total: 80, used: 0 },
        ],
      })
      const days = (Date.parse(plan.expiryDate ?? '') - Date.parse(plan.startDate)) / DAY_MS
      expect(days).toBeGreaterThanOrEqual(28)
      expect(days).toBeLessThanOrEqual(31)
      expect(overview.stacked.map((s) => [s.planType, s.expiryDate])).toEqual([['FREE', null]])
      expect(overview.creditDetails.lead).toEqual({ total: 100, used: 0, left: 100 })
      expect(overview.creditDetails.search).toEqual({ total: 80, used: 0, left: 80 })
    })

    it('a packet stacks beside the plan, with its own 30-day expiry and credits', async () => {
      const { gateway, newUser, buy } = await fixture()
      const token = await newUser()
      await buy(token, 'MONTHLY_BASIC')
      await buy(token, 'PACKET_EMAIL_BASIC')
      const overview = await read(gateway, token)
      expect(current(overview).planType).toBe('MONTHLY_BASIC')
      const packet = overview.stacked.find((s) => s.planType === 'PACKET_EMAIL_BASIC')
      expect(packet).toMatchObject({ status: 'ACTIVE', price: yuanToFen(200) })
      expect(Date.parse(packet?.expiryDate ?? '') - Date.parse(packet?.startDate ?? '')).toBe(30 * DAY_MS)
      expect(overview.creditDetails.email).toEqual({ total: 200, used: 0, left: 200 })
    })

    it('a plan bought over another replaces it: the old one is history, CANCELLED', async () => {
      const { gateway, newUser, buy } = await fixture()
      const token = await newUser()
      await buy(token, 'MONTHLY_BASIC')
      await buy(token, 'YEARLY_PRO')
      const overview = await read(gateway, token)
      expect(current(overview).planType).toBe('YEARLY_PRO')
      expect(overview.history.map((s) => [s.planType, s.status])).toEqual([['MONTHLY_BASIC', 'CANCELLED']])
      expect(overview.creditDetails.lead.total).toBe(1000)
    })

    it('cancelling keeps the plan current and usable until its expiry date', async () => {
      const { gateway, newUser, buy } = await fixture()
      const token = await newUser()
      await buy(token, 'YEARLY_BASIC')
      const before = current(await read(gateway, token))
      const after = await gateway.cancel(token, before.id)
      if (isCallFailure(after)) throw new Error(`cancel failed: ${JSON.stringify(after)}`)
      expect(after.current).toEqual({ ...before, status: 'CANCELLED' })
      expect(after.creditDetails.lead.left).toBe(1000)
      expect(await read(gateway, token)).toEqual(after)
    })

    it('refuses to cancel a plan twice, or the FREE trial, with 409 NOT_CANCELLABLE', async () => {
      const { gateway, newUser, buy } = await fixture()
      const token = await newUser()
      const trial = current(await read(gateway, token))
      expect(await gateway.cancel(token, trial.id)).toMatchObject({
        _tag: 'ApiCallFailed',
        status: 409,
        code: 'NOT_CANCELLABLE',
      })
      await buy(token, 'MONTHLY_PRO')
      const plan = current(await read(gateway, token))
      await gateway.cancel(token, plan.id)
      expect(await gateway.cancel(token, plan.id)).toMatchObject({ status: 409, code: 'NOT_CANCELLABLE' })
    })

    it('answers 404 SUBSCRIPTION_NOT_FOUND for an unknown id, or another user’s plan', async () => {
      const { gateway, newUser, buy } = await fixture()
      const owner = await newUser()
      await buy(owner, 'MONTHLY_PRO')
      const theirs = current(await read(gateway, owner))
      const other = await newUser()
      for (const id of ['no-such-subscription', theirs.id])
        expect(await gateway.cancel(other, id)).toMatchObject({
          _tag: 'ApiCallFailed',
          status: 404,
          code: 'SUBSCRIPTION_NOT_FOUND',
        })
      expect(current(await read(gateway, owner)).status).toBe('ACTIVE')
    })
  })
}
