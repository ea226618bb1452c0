import type {
  PlanRecord,
  SubscriptionOverview,
} from '../../../application/browser/ports/subscription.api.port.ts'

/** How often, and how many times, the page looks again for a plan just paid for. */
export const CHECKOUT_POLL = { intervalMs: 1500, attempts: 6 } as const

/**
 * A plan already there when the buyer lands counts as the one paid for if it started this close to now
 * (either way: the browser's clock may differ from the service's).
 */
export const JUST_PAID_MS = 15 * 60_000

/** What the check reads of an overview: the plans running now. */
type Running = Pick<SubscriptionOverview, 'current' | 'stacked'>

const paidPlans = (overview: Running): readonly PlanRecord[] =>
  [overview.current, ...overview.stacked].filter(
    (plan): plan is PlanRecord => plan !== null && plan.planType !== 'FREE',
  )

/** The paid plans running at the first look, to tell a plan that arrives later. */
export const runningPlanIds = (overview: Running): ReadonlySet<string> =>
  new Set(paidPlans(overview).map((plan) => plan.id))

/**
 * Back from a checkout: whether the order's plan shows yet. The answer carries no order id, so the plan
 * is one that was not running at the first look, or one that started just now. The FREE trial never is.
 */
export const orderArrived = (overview: Running, firstLook: ReadonlySet<string>, now: number): boolean =>
  paidPlans(overview).some(
    (plan) => !firstLook.has(plan.id) || Math.abs(now - Date.parse(plan.startDate)) <= JUST_PAID_MS,
  )
