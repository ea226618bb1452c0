import type { Order } from '../../domain/orders/order.ts'
import { applyChange, type Holdings, type HoldingsChange } from '../../domain/subscriptions/holdings.ts'
import type {
  AccountHolder,
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
} from '../server/ports/billing.repository.port.ts'
import type { UserId } from '../server/ports/credit-ledger.repository.port.ts'
import { checkChange, checkRefund, checkSettlement } from '../server/ports/holdings-change.ts'

const EMPTY: Holdings = { subscriptions: [], buckets: [] }
const byId = <T extends { readonly id: string }>(a: T, b: T) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
// As the database reads them: subscriptions by start, then id; buckets by id.
const ordered = ({ subscriptions, buckets }: Holdings): Holdings => ({
  subscriptions: [...subscriptions].sort((a, b) => a.startDate - b.startDate || byId(a, b)),
  buckets: [...buckets].sort(byId),
})

/**
 * BillingRepository in memory, with the database's semantics: writes run one at a time (one promise
 * chain stands in for the order and user locks) and each is all or nothing. Its own world: holders,
 * orders, holdings and usage records; tests add holders with `addHolder`.
 */
export class InMemoryBillingRepository implements BillingRepository {
  private readonly holders = new Map<UserId, AccountHolder>()
  private readonly orders = new Map<string, Order>()
  private readonly holdingsByUser = new Map<UserId, Holdings>()
  readonly usages: NewUsage[] = []
  /** Invitation codes by id, as the invitations table would name them (tests add them). */
  readonly inviteCodes = new Map<string, string>()
  private queue: Promise<unknown> = Promise.resolve()

  /** A user the store knows, as the users table would hold them, with what they hold already. */
  addHolder(holder: AccountHolder, holdings: Holdings = EMPTY): void {
    this.holders.set(holder.userId, holder)
    this.holdingsByUser.set(holder.userId, holdings)
  }

  placeOrder(order: Order): Promise<void> {
    return this.serialised(() => {
      if (this.orders.has(order.id)) throw new Error(`order ${order.id} already exists`)
      if (!this.holders.has(order.userId)) throw new Error(`order ${order.id}: unknown user ${order.userId}`)
      this.orders.set(order.id, order)
    })
  }

  async findOrder(orderId: string): Promise<Order | undefined> {
    return this.orders.get(orderId)
  }

  settleOrder<R>(
    orderId: string,
    decide: (order: Order, holdings: LockedHoldings) => SettleDecision<R>,
  ): Promise<R | OrderNotFound> {
    return this.serialised(() => {
      const order = this.orders.get(orderId)
      if (order === undefined) return { _tag: 'OrderNotFound' as const }
      const locked = this.locked(order.userId) ?? this.missing(order.userId)
      const decision = decide(order, locked)
      if (decision._tag === 'Keep') return decision.result
      checkSettlement(order, decision.order, decision.change, decision.usage)
      checkChange(locked, decision.change)
      if (
        decision.usage !== null &&
        this.usages.some((u) => u.orderId === orderId || u.id === decision.usage?.id)
      )
        throw new Error(`order ${orderId} already has a usage record`)
      this.write(order.userId, locked, decision.change)
      this.orders.set(orderId, decision.order)
      if (decision.usage !== null) this.usages.push(decision.usage)
      return decision.result
    })
  }

  refundOrder<R>(
    orderId: string,
    decide: (order: Order, holdings: LockedHoldings) => RefundDecision<R>,
  ): Promise<R | OrderNotFound> {
    return this.serialised(() => {
      const order = this.orders.get(orderId)
      if (order === undefined) return { _tag: 'OrderNotFound' as const }
      const locked = this.locked(order.userId) ?? this.missing(order.userId)
      const decision = decide(order, locked)
      if (decision._tag === 'Keep') return decision.result
      checkRefund(order, decision.order, decision.change)
      checkChange(locked, decision.change)
      this.write(order.userId, locked, decision.change)
      this.orders.set(orderId, decision.order)
      return decision.result
    })
  }

  async listOrders(filter: OrderFilter): Promise<OrderPage> {
    const matching = [...this.orders.values()]
      .filter(
        (o) =>
          (filter.userId === undefined || o.userId === filter.userId) &&
          (filter.orderId === undefined || o.id === filter.orderId) &&
          (filter.status === undefined || o.status === filter.status) &&
          (filter.from === undefined || o.createdAt >= filter.from) &&
          (filter.to === undefined || o.createdAt < filter.to),
      )
      .sort((a, b) => b.createdAt - a.createdAt || byId(a, b))
    return {
      total: matching.length,
      rows: matching.slice(filter.offset, filter.offset + filter.limit).map((order) => {
        const holder = this.holders.get(order.userId) ?? this.missing(order.userId)
        return {
          order,
          username: holder.username,
          email: holder.email,
          inviteCode: order.invitationId === null ? null : (this.inviteCodes.get(order.invitationId) ?? null),
        }
      }),
    }
  }

  async holdings(userId: UserId): Promise<Holdings> {
    return ordered(this.holdingsByUser.get(userId) ?? EMPTY)
  }

  changeHoldings<R>(
    userId: UserId,
    decide: (holdings: LockedHoldings) => HoldingsDecision<R>,
  ): Promise<R | UserNotFound> {
    return this.serialised(() => {
      const locked = this.locked(userId)
      if (locked === undefined) return { _tag: 'UserNotFound' as const }
      const decision = decide(locked)
      if (decision._tag === 'Keep') return decision.result
      checkChange(locked, decision.change)
      this.write(userId, locked, decision.change)
      return decision.result
    })
  }

  private locked(userId: UserId): LockedHoldings | undefined {
    const holder = this.holders.get(userId)
    if (holder === undefined) return undefined
    return { holder, ...ordered(this.holdingsByUser.get(userId) ?? EMPTY) }
  }

  private missing(userId: UserId): never {
    throw new Error(`the holder ${userId} of an order is unknown`)
  }

  private write(userId: UserId, loaded: Holdings, change: HoldingsChange): void {
    const frozen = (h: Holdings): Holdings => ({
      subscriptions: h.subscriptions.map((s) => Object.freeze({ ...s })),
      buckets: h.buckets.map((b) => Object.freeze({ ...b })),
    })
    this.holdingsByUser.set(userId, frozen(applyChange(loaded, change)))
  }

  // Runs `work` after every earlier write has settled; a failure fails only its caller.
  private serialised<T>(work: () => T): Promise<T> {
    const run = this.queue.then(work)
    this.queue = run.then(
      () => undefined,
      () => undefined,
    )
    return run
  }
}
