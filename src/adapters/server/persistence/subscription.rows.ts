import type { Insertable, Selectable } from 'kysely'
import type { UserId } from '../../../application/server/ports/credit-ledger.repository.port.ts'
import { toDate } from '../../../domain/shared/instant.ts'
import { fen } from '../../../domain/shared/money.ts'
import {
  isSubscriptionState,
  type Subscription,
  type SubscriptionState,
} from '../../../domain/subscriptions/subscription.ts'
import type { SubscriptionsTable } from './account-tables.ts'
import { instantOf, planTypeOf } from './credit-ledger.rows.ts'

const stateOf = (value: string): SubscriptionState => {
  if (isSubscriptionState(value)) return value
  throw new Error(`unknown subscription state in the database: ${value}`)
}

export const subscriptionToRow = (userId: UserId, s: Subscription): Insertable<SubscriptionsTable> => ({
  id: s.id,
  user_id: userId,
  plan_type: s.planType,
  state: s.state,
  start_date: toDate(s.startDate),
  expiry_date: s.expiryDate === null ? null : toDate(s.expiryDate),
  price_fen: s.price,
  amount_fen: s.amount,
  ended_at: s.endedAt === null ? null : toDate(s.endedAt),
})

export const subscriptionFromRow = (row: Selectable<SubscriptionsTable>): Subscription => ({
  id: row.id,
  planType: planTypeOf(row.plan_type),
  state: stateOf(row.state),
  startDate: instantOf(row.start_date),
  expiryDate: row.expiry_date === null ? null : instantOf(row.expiry_date),
  price: fen(row.price_fen),
  amount: fen(row.amount_fen),
  endedAt: row.ended_at === null ? null : instantOf(row.ended_at),
})
