import type { Kysely, Transaction } from 'kysely'
import type {
  BillingRepository,
  HoldingsDecision,
  LockedHoldings,
  NewUsage,
  OrderFilter,
  OrderNotFound,
  OrderPage,
  RefundDecision,
  SettleDecision,
  UserNotFound,
} from '../../../application/server/ports/billing.repository.port.ts'
import type { UserId } from '../../../application/server/ports/credit-ledger.repository.port.ts'
import {
  checkChange,
  checkRefund,
  checkSettlement,
} from '../../../application/server/ports/holdings-change.ts'
import type { Order } from '../../../domain/orders/order.ts'
import { toDate } from '../../../domain/shared/instant.ts'
import type { Holdings } from '../../../domain/subscriptions/holdings.ts'
import type { Database } from './database-schema.ts'
import { loadHoldings, lockHoldings, writeChange } from './holdings-transaction.ts'
import { orderFromRow, orderToRow } from './order.rows.ts'

type Trx = Transaction<Database>

const usageToRow = (u: NewUsage) => ({
  id: u.id,
  invitation_id: u.invitationId,
  order_id: u.orderId,
  user_id: u.userId,
  user_name: u.userName,
  user_email: u.userEmail,
  original_fen: u.originalAmount,
  discount_fen: u.discountAmount,
  final_fen: u.finalAmount,
  created_at: toDate(u.createdAt),
})

const closeOrder = async (trx: Trx, order: Order) => {
  // `status = 'PENDING'` turns any writer that skipped the order lock into a loud failure.
  const { numUpdatedRows } = await trx
    .updateTable('orders')
    .set({
      status: order.status,
      closed_at: order.closedAt === null ? null : toDate(order.closedAt),
      provider_ref: order.providerRef,
      subscription_id: order.subscriptionId,
      provider_event_id: order.providerEventId,
      payment_method: order.paymentMethod,
    })
    .where('id', '=', order.id)
    .where('status', '=', 'PENDING')
    .executeTakeFirst()
  if (numUpdatedRows !== 1n) throw new Error(`order ${order.id} changed under the lock`)
}

/** The order's row, then its buyer's holdings, locked in that order (see the class); undefined: no such order. */
const lockOrderAndBuyer = async (trx: Trx, orderId: string) => {
  const row = await trx
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', orderId)
    .forUpdate()
    .executeTakeFirst()
  if (row === undefined) return undefined
  const order = orderFromRow(row)
  const locked = await lockHoldings(trx, order.userId)
  if (locked === undefined) throw new Error(`the buyer ${order.userId} of order ${orderId} is unknown`)
  return { order, locked }
}

const markRefunded = async (trx: Trx, order: Order) => {
  const { numUpdatedRows } = await trx
    .updateTable('orders')
    .set({
      status: order.status,
      refunded_at: order.refundedAt === null ? null : toDate(order.refundedAt),
      refund_ref: order.refundRef,
    })
    .where('id', '=', order.id)
    .where('status', '=', 'PAID')
    .executeTakeFirst()
  if (numUpdatedRows !== 1n) throw new Error(`order ${order.id} changed under the lock`)
}

/**
 * BillingRepository on PostgreSQL or PGlite, through Kysely. Locks are always taken in one order, the
 * order's row, then its buyer's row, and a charge takes only the buyer's, so no two transactions can
 * wait on each other in a cycle. Read committed (stated in case the server's default differs): after
 * waiting for a lock, each statement sees what the previous holder committed, so a replayed
 * notification finds the order already PAID.
 */
export class KyselyBillingRepository implements BillingRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async placeOrder(order: Order): Promise<void> {
    await this.db.insertInto('orders').values(orderToRow(order)).execute()
  }

  async findOrder(orderId: string): Promise<Order | undefined> {
    const row = await this.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst()
    return row === undefined ? undefined : orderFromRow(row)
  }

  settleOrder<R>(
    orderId: string,
    decide: (order: Order, holdings: LockedHoldings) => SettleDecision<R>,
  ): Promise<R | OrderNotFound> {
    return this.inTransaction(async (trx) => {
      const held = await lockOrderAndBuyer(trx, orderId)
      if (held === undefined) return { _tag: 'OrderNotFound' as const }
      const { order, locked } = held
      const decision = decide(order, locked)
      if (decision._tag === 'Keep') return decision.result
      checkSettlement(order, decision.order, decision.change, decision.usage)
      checkChange(locked, decision.change)
      await writeChange(trx, order.userId, decision.change)
      await closeOrder(trx, decision.order)
      if (decision.usage !== null)
        await trx.insertInto('invitation_usages').values(usageToRow(decision.usage)).execute()
      return decision.result
    })
  }

  refundOrder<R>(
    orderId: string,
    decide: (order: Order, holdings: LockedHoldings) => RefundDecision<R>,
  ): Promise<R | OrderNotFound> {
    return this.inTransaction(async (trx) => {
      const held = await lockOrderAndBuyer(trx, orderId)
      if (held === undefined) return { _tag: 'OrderNotFound' as const }
      const { order, locked } = held
      const decision = decide(order, locked)
      if (decision._tag === 'Keep') return decision.result
      checkRefund(order, decision.order, decision.change)
      checkChange(locked, decision.change)
      await writeChange(trx, order.userId, decision.change)
      await markRefunded(trx, decision.order)
      return decision.result
    })
  }

  async listOrders(filter: OrderFilter): Promise<OrderPage> {
    let query = this.db
      .selectFrom('orders')
      .innerJoin('users', 'users.id', 'orders.user_id')
      .leftJoin('invitations', 'invitations.id', 'orders.invitation_id')
    if (filter.userId !== undefined) query = query.where('orders.user_id', '=', filter.userId)
    if (filter.orderId !== undefined) query = query.where('orders.id', '=', filter.orderId)
    if (filter.status !== undefined) query = query.where('orders.status', '=', filter.status)
    if (filter.from !== undefined) query = query.where('orders.created_at', '>=', toDate(filter.from))
    if (filter.to !== undefined) query = query.where('orders.created_at', '<', toDate(filter.to))
    const [count, rows] = await Promise.all([
      query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
      query
        .selectAll('orders')
        .select(['users.username as buyer_name', 'users.email as buyer_email', 'invitations.invite_code'])
        .orderBy('orders.created_at', 'desc')
        .orderBy('orders.id')
        .offset(filter.offset)
        .limit(filter.limit)
        .execute(),
    ])
    return {
      total: Number(count.total),
      rows: rows.map(({ buyer_name, buyer_email, invite_code, ...row }) => ({
        order: orderFromRow(row),
        username: buyer_name,
        email: buyer_email,
        inviteCode: invite_code,
      })),
    }
  }

  holdings(userId: UserId): Promise<Holdings> {
    // One snapshot for both reads, so a purchase committing between them is seen whole or not at all.
    return this.db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute((trx) => loadHoldings(trx, userId))
  }

  changeHoldings<R>(
    userId: UserId,
    decide: (holdings: LockedHoldings) => HoldingsDecision<R>,
  ): Promise<R | UserNotFound> {
    return this.inTransaction(async (trx) => {
      const locked = await lockHoldings(trx, userId)
      if (locked === undefined) return { _tag: 'UserNotFound' as const }
      const decision = decide(locked)
      if (decision._tag === 'Keep') return decision.result
      checkChange(locked, decision.change)
      await writeChange(trx, userId, decision.change)
      return decision.result
    })
  }

  private inTransaction<T>(work: (trx: Trx) => Promise<T>): Promise<T> {
    return this.db.transaction().setIsolationLevel('read committed').execute(work)
  }
}
