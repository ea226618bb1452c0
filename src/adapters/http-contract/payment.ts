import { Schema } from 'effect'
import { CREDITS_LEFT_FIELDS } from '../../domain/credits/balances.ts'
import { CREDIT_KINDS } from '../../domain/credits/credit-kind.ts'
import { ORDER_STATUSES } from '../../domain/orders/order.ts'
import { PLAN_TYPES } from '../../domain/plans/plan-type.ts'
import { recordOf } from '../../domain/shared/record-of.ts'
import { SUBSCRIPTION_STATUSES } from '../../domain/subscriptions/subscription.ts'
import { defineCall } from './call.ts'
import { ERROR_CODES } from './error-codes.ts'
import { Count, IsoDate, isPrintable, PagedQuery, PageMeta, Text, YuanAsFen } from './wire-schemas.ts'

// The payment calls: ordering, the provider's notification, subscriptions and the credit log.

export const OrderAnswer = Schema.Struct({
  orderId: Schema.String,
  /** Where to send the browser: the provider's checkout, or the dashboard when nothing was owed. */
  url: Schema.String,
  status: Schema.Literals(ORDER_STATUSES),
  originalAmount: YuanAsFen,
  discountAmount: YuanAsFen,
  finalAmount: YuanAsFen,
})

export const placeOrder = defineCall({
  method: 'POST',
  path: '/api/payment/order',
  access: 'user',
  keyScope: 'reveal',
  idempotent: true,
  tag: 'payment',
  summary: 'Order a plan or packet, with an optional invite code; answers where to pay',
  body: Schema.Struct({
    plan: Schema.Literals(PLAN_TYPES),
    // SPEC §5: sent only when non-empty; null and blank mean no code all the same. No control characters:
    // the code is looked up in the database, which refuses NUL.
    inviteCode: Schema.optionalKey(
      Schema.NullOr(Schema.String.pipe(Schema.check(Schema.isMaxLength(64), isPrintable()))),
    ),
  }),
  response: OrderAnswer,
  errors: [
    { status: 400, code: 'PLAN_NOT_PURCHASABLE', when: 'FREE and CUSTOM are granted, not bought' },
    { status: 400, code: ERROR_CODES.invalidInviteCode, when: 'the code is unknown, deleted or inactive' },
  ],
})

export const paymentNotification = defineCall({
  method: 'POST',
  path: '/api/payment/notify',
  access: 'public',
  tag: 'payment',
  summary:
    "The payment provider's notification, verified by the running provider over the raw body " +
    '(see docs/payments.md): Stripe webhooks (Stripe-Signature), or the sandbox notification (JSON with ' +
    'X-Payment-Signature, or the sandbox form, which is redirected back to the web app)',
  rawBody: true,
  response: Schema.Struct({
    ok: Schema.Literal(true),
    /**
     * The order's status after the notification (a replay answers what the first one did); null for a
     * genuine notification with nothing to settle (a payment still under way, an unused event type).
     */
    status: Schema.NullOr(Schema.Literals(ORDER_STATUSES)),
  }),
  errors: [
    { status: 400, code: 'INVALID_REQUEST', when: 'the body is not a notification (a field is missing)' },
    { status: 400, code: 'INVALID_SIGNATURE', when: 'the signature is missing or does not match the body' },
    {
      status: 400,
      code: 'AMOUNT_MISMATCH',
      when: "the amount or currency is not the order's final amount in CNY",
    },
    { status: 404, code: 'ORDER_NOT_FOUND', when: 'no order has this id' },
    { status: 409, code: 'ORDER_CLOSED', when: 'PAID for an order the buyer cancelled' },
  ],
})

export const SubscriptionAnswer = Schema.Struct({
  id: Schema.String,
  planType: Schema.Literals(PLAN_TYPES),
  status: Schema.Literals(SUBSCRIPTION_STATUSES),
  startDate: IsoDate,
  /** null: Forever. */
  expiryDate: Schema.NullOr(IsoDate),
  price: YuanAsFen,
  amount: YuanAsFen,
  /** The credits this subscription granted, per kind, and how many were used. */
  grants: Schema.Array(Schema.Struct({ kind: Schema.Literals(CREDIT_KINDS), total: Count, used: Count })),
})

/** SPEC §3 `credits`: left now; email and phone both count lead credits, so they do not add up. */
export const CreditsAnswer = Schema.Struct(recordOf(CREDITS_LEFT_FIELDS, () => Schema.Finite))

const KindUsage = Schema.Struct({ total: Count, used: Count, left: Count })

export const OverviewAnswer = Schema.Struct({
  current: Schema.NullOr(SubscriptionAnswer),
  /** Running beside the current plan: packets, and the FREE trial under a paid plan. */
  stacked: Schema.Array(SubscriptionAnswer),
  history: Schema.Array(SubscriptionAnswer),
  credits: CreditsAnswer,
  /** Per credit kind, over the buckets usable now: granted, used and left. */
  creditDetails: Schema.Struct(recordOf(CREDIT_KINDS, () => KindUsage)),
  /** What the caller may use now (a Pro plan or Pro packet running), so the dashboard can lock a button. */
  features: Schema.Struct({ csvExport: Schema.Boolean }),
})

export const subscriptionOverview = defineCall({
  method: 'GET',
  path: '/api/payment/subscription',
  access: 'user',
  keyScope: 'read',
  tag: 'payment',
  summary: 'The current plan, what runs beside it, the history, and the credits left',
  response: OverviewAnswer,
})

export const CreditLogAnswer = Schema.Struct({
  data: Schema.Array(
    Schema.Struct({
      /** Stable and unique: the ledger line's own id. */
      id: Schema.String,
      kind: Schema.Literals(CREDIT_KINDS),
      quantity: Count,
      /** What was paid for: RevealProfile, RevealMember, ViewMembersPage. */
      action: Schema.String,
      /** A profile id for a reveal, `<company id>#<page>` for a members page; null when nothing names it. */
      reference: Schema.NullOr(Schema.String),
      at: IsoDate,
      /** The plan or packet whose credit paid; null when it cannot be known. */
      planType: Schema.NullOr(Schema.Literals(PLAN_TYPES)),
    }),
  ),
  meta: PageMeta,
})

export const creditLog = defineCall({
  method: 'GET',
  path: '/api/payment/credit-log',
  access: 'user',
  keyScope: 'read',
  tag: 'payment',
  summary: "The caller's credit log, 20 a page, newest first: one line per credit taken from one grant",
  query: PagedQuery,
  response: CreditLogAnswer,
})

export const cancelSubscription = defineCall({
  method: 'POST',
  path: '/api/payment/subscription/cancel',
  access: 'user',
  tag: 'payment',
  summary: 'Cancel one of your subscriptions; it stays usable until its expiry date',
  body: Schema.Struct({ subscriptionId: Text(100) }),
  response: OverviewAnswer,
  errors: [
    { status: 404, code: 'SUBSCRIPTION_NOT_FOUND', when: 'the caller has no subscription with this id' },
    { status: 409, code: 'NOT_CANCELLABLE', when: 'already cancelled, expired, or the FREE trial' },
  ],
})

export const sandboxCheckout = defineCall({
  method: 'GET',
  path: '/api/payment/sandbox/checkout/:orderId',
  // A browser navigation carries no bearer token; the unguessable order id is the key to the page.
  access: 'public',
  tag: 'payment',
  summary: 'The sandbox checkout page (HTML): the order and Pay / Cancel; no real money moves',
  params: Schema.Struct({ orderId: Text(100) }),
  produces: 'text/html',
  errors: [{ status: 404, code: 'ORDER_NOT_FOUND', when: 'no order has this id' }],
})
