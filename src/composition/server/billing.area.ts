import { randomBytes } from 'node:crypto'
import type { Container, ResolutionContext } from 'inversify'
import { adminUserRoutes } from '../../adapters/server/api/routes/admin-users.routes.ts'
import { orderRoutes } from '../../adapters/server/api/routes/orders.routes.ts'
import { paymentRoutes } from '../../adapters/server/api/routes/payment.routes.ts'
import { sandboxCheckoutRoutes } from '../../adapters/server/api/routes/sandbox-checkout.routes.ts'
import type { ServerConfig } from '../../adapters/server/config/server-config.ts'
import { checkoutProductName } from '../../adapters/server/payments/checkout-product-name.ts'
import { publicReturnLinks } from '../../adapters/server/payments/return-links.ts'
import { SandboxPaymentProvider } from '../../adapters/server/payments/sandbox-payment-provider.ts'
import { StripePaymentProvider } from '../../adapters/server/payments/stripe-payment-provider.ts'
import { CancelSubscription } from '../../application/server/cancel-subscription.use-case.ts'
import { GetOrder } from '../../application/server/get-order.use-case.ts'
import { GetSubscription } from '../../application/server/get-subscription.use-case.ts'
import { GrantCustomCredits } from '../../application/server/grant-custom-credits.use-case.ts'
import { ListCreditLog } from '../../application/server/list-credit-log.use-case.ts'
import { ListOrders, ListOwnOrders } from '../../application/server/list-orders.use-case.ts'
import { ListUsers, type SummarySources } from '../../application/server/list-users.use-case.ts'
import { PlaceOrder } from '../../application/server/place-order.use-case.ts'
import type { BillingRepository } from '../../application/server/ports/billing.repository.port.ts'
import type { PaymentProvider, ReturnLinks } from '../../application/server/ports/payment-provider.port.ts'
import { ReceivePaymentNotification } from '../../application/server/receive-payment-notification.use-case.ts'
import { RefundOrder } from '../../application/server/refund-order.use-case.ts'
import { SetCustomApiLimit } from '../../application/server/set-custom-api-limit.use-case.ts'
import { SettleOrder } from '../../application/server/settle-order.use-case.ts'
import { token } from '../token.ts'
import { ServerTokens as T } from '../tokens.ts'
import { typedAsyncResolver, typedResolver } from '../typed-resolution.ts'
import { PublicApiTokens } from './public-api.area.ts'

/** Orders, the payment provider, subscriptions, the credit log and admin credit grants. */
export const BillingTokens = {
  SandboxPayments: token<SandboxPaymentProvider>('SandboxPayments'),
  PaymentProvider: token<PaymentProvider>('PaymentProvider'),
  ReturnLinks: token<ReturnLinks>('ReturnLinks'),
  PlaceOrder: token<PlaceOrder>('PlaceOrder'),
  SettleOrder: token<SettleOrder>('SettleOrder'),
  GetOrder: token<GetOrder>('GetOrder'),
  GetSubscription: token<GetSubscription>('GetSubscription'),
  CancelSubscription: token<CancelSubscription>('CancelSubscription'),
  ListCreditLog: token<ListCreditLog>('ListCreditLog'),
  ListUsers: token<ListUsers>('ListUsers'),
  GrantCustomCredits: token<GrantCustomCredits>('GrantCustomCredits'),
  SetCustomApiLimit: token<SetCustomApiLimit>('SetCustomApiLimit'),
  ReceivePaymentNotification: token<ReceivePaymentNotification>('ReceivePaymentNotification'),
  RefundOrder: token<RefundOrder>('RefundOrder'),
  ListOrders: token<ListOrders>('ListOrders'),
  ListOwnOrders: token<ListOwnOrders>('ListOwnOrders'),
} as const

/** What the admin users page reads of each user: their plans and credits, and their API limit. */
const summarySources = async (ctx: ResolutionContext): Promise<SummarySources> => {
  const getAsync = typedAsyncResolver(ctx)
  return { billing: await getAsync(T.Billing), customLimits: await getAsync(PublicApiTokens.CustomApiLimits) }
}

export const bindBillingArea = (container: Container, config: ServerConfig): void => {
  const B = BillingTokens
  // Payments: the sandbox checkout is the embedded provider. Without PAYMENT_SECRET each process signs
  // with its own random key, which is right for one process and wrong for several behind a balancer.
  // PAYMENT_PROVIDER=stripe binds Stripe Checkout instead, and the sandbox's page is not served.
  container.bind(B.ReturnLinks).toConstantValue(publicReturnLinks(config.publicUrl))
  container
    .bind(B.SandboxPayments)
    .toConstantValue(
      new SandboxPaymentProvider(config.paymentSecret ?? randomBytes(32).toString('hex'), config.publicUrl),
    )
  const stripe = config.payments.stripe
  if (stripe === null)
    container.bind(B.PaymentProvider).toDynamicValue((ctx) => typedResolver(ctx)(B.SandboxPayments))
  else
    container.bind(B.PaymentProvider).toConstantValue(
      new StripePaymentProvider({
        secretKey: stripe.secretKey,
        webhookSecret: stripe.webhookSecret,
        apiUrl: stripe.apiUrl,
        productName: (order) => checkoutProductName(config.brand.name, order.planType),
      }),
    )
  const onBilling =
    <Value>(make: (billing: BillingRepository, get: ReturnType<typeof typedResolver>) => Value) =>
    async (ctx: ResolutionContext) =>
      make(await typedAsyncResolver(ctx)(T.Billing), typedResolver(ctx))
  container
    .bind(B.SettleOrder)
    .toDynamicValue(onBilling((billing, get) => new SettleOrder(billing, get(T.Clock), get(T.Ids))))
  container.bind(B.PlaceOrder).toDynamicValue(async (ctx) => {
    const get = typedResolver(ctx)
    const getAsync = typedAsyncResolver(ctx)
    return new PlaceOrder(
      await getAsync(T.Billing),
      await getAsync(T.Invitations),
      get(B.PaymentProvider),
      get(B.ReturnLinks),
      await getAsync(B.SettleOrder),
      get(T.Clock),
      get(T.Ids),
    )
  })
  container.bind(B.GetOrder).toDynamicValue(onBilling((billing) => new GetOrder(billing)))
  container
    .bind(B.ReceivePaymentNotification)
    .toDynamicValue(
      async (ctx) =>
        new ReceivePaymentNotification(
          typedResolver(ctx)(B.PaymentProvider),
          await typedAsyncResolver(ctx)(B.SettleOrder),
        ),
    )
  container.bind(B.RefundOrder).toDynamicValue(async (ctx) => {
    const get = typedResolver(ctx)
    const getAsync = typedAsyncResolver(ctx)
    return new RefundOrder(
      await getAsync(T.Billing),
      get(B.PaymentProvider),
      get(T.Clock),
      await getAsync(T.AuditLog),
    )
  })
  container.bind(B.ListOrders).toDynamicValue(onBilling((billing) => new ListOrders(billing)))
  container.bind(B.ListOwnOrders).toDynamicValue(onBilling((billing) => new ListOwnOrders(billing)))
  container
    .bind(B.GetSubscription)
    .toDynamicValue(onBilling((billing, get) => new GetSubscription(billing, get(T.Clock))))
  container
    .bind(B.CancelSubscription)
    .toDynamicValue(onBilling((billing, get) => new CancelSubscription(billing, get(T.Clock))))
  container
    .bind(B.ListCreditLog)
    .toDynamicValue(async (ctx) => new ListCreditLog(await typedAsyncResolver(ctx)(T.CreditLedger)))
  container.bind(B.ListUsers).toDynamicValue(async (ctx) => {
    const getAsync = typedAsyncResolver(ctx)
    return new ListUsers(await getAsync(T.Users), await summarySources(ctx), typedResolver(ctx)(T.Clock))
  })
  container.bind(B.GrantCustomCredits).toDynamicValue(async (ctx) => {
    const get = typedResolver(ctx)
    const getAsync = typedAsyncResolver(ctx)
    return new GrantCustomCredits(
      await getAsync(T.Users),
      await getAsync(T.Billing),
      get(T.Clock),
      get(T.Ids),
      await getAsync(T.AuditLog),
      await getAsync(PublicApiTokens.CustomApiLimits),
    )
  })
  container.bind(B.SetCustomApiLimit).toDynamicValue(async (ctx) => {
    const getAsync = typedAsyncResolver(ctx)
    const limits = await getAsync(PublicApiTokens.ApiCallLimits)
    const changes = typedResolver(ctx)(PublicApiTokens.ApiLimitChanges)
    return new SetCustomApiLimit(
      await getAsync(T.Users),
      await summarySources(ctx),
      typedResolver(ctx)(T.Clock),
      await getAsync(T.AuditLog),
      // Here at once; every other process as soon as Redis tells it (issue 32).
      (userId) => {
        limits.forget(userId)
        void changes.announce(userId)
      },
    )
  })
  container.bind(T.AreaRoutes).toDynamicValue(async (ctx) => {
    const get = typedResolver(ctx)
    const getAsync = typedAsyncResolver(ctx)
    return [
      ...paymentRoutes({
        placeOrder: await getAsync(B.PlaceOrder),
        receiveNotification: await getAsync(B.ReceivePaymentNotification),
        links: get(B.ReturnLinks),
        getSubscription: await getAsync(B.GetSubscription),
        cancelSubscription: await getAsync(B.CancelSubscription),
        listCreditLog: await getAsync(B.ListCreditLog),
      }),
      ...(stripe === null
        ? sandboxCheckoutRoutes({
            getOrder: await getAsync(B.GetOrder),
            sandbox: get(B.SandboxPayments),
            links: get(B.ReturnLinks),
            clock: get(T.Clock),
            brandName: config.brand.name,
            publicUrl: config.publicUrl,
          })
        : []),
      ...orderRoutes({
        listOrders: await getAsync(B.ListOrders),
        refundOrder: await getAsync(B.RefundOrder),
        ownOrders: await getAsync(B.ListOwnOrders),
        seller: config.payments.seller,
      }),
      ...adminUserRoutes({
        listUsers: await getAsync(B.ListUsers),
        grantCustomCredits: await getAsync(B.GrantCustomCredits),
        setCustomApiLimit: await getAsync(B.SetCustomApiLimit),
      }),
    ]
  })
}
