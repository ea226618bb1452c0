import { randomBytes } from 'node:crypto'
import type { Container, ResolutionContext } from 'inversify'
import type { ServerConfig } from '../../adapters/server/config/server-config.ts'
import { publicReturnLinks } from '../../adapters/server/payments/return-links.ts'
import { SandboxPaymentProvider } from '../../adapters/server/payments/sandbox-payment-provider.ts'
import { CancelSubscription } from '../../application/server/cancel-subscription.use-case.ts'
import { GetOrder } from '../../application/server/get-order.use-case.ts'
import { GetSubscription } from '../../application/server/get-subscription.use-case.ts'
import { GrantCustomCredits } from '../../application/server/grant-custom-credits.use-case.ts'
import { ListCreditLog } from '../../application/server/list-credit-log.use-case.ts'
import { ListUsers } from '../../application/server/list-users.use-case.ts'
import { PlaceOrder } from '../../application/server/place-order.use-case.ts'
import type { BillingRepository } from '../../application/server/ports/billing.repository.port.ts'
import { SettleOrder } from '../../application/server/settle-order.use-case.ts'
import { ServerTokens as T } from '../tokens.ts'
import { typedAsyncResolver, typedResolver } from '../typed-resolution.ts'

/** Orders, the payment provider, subscriptions, the credit log and admin credit grants. */
export const bindBilling = (container: Container, config: ServerConfig): void => {
  // Payments: the sandbox checkout is the embedded provider. Without PAYMENT_SECRET each process signs
  // with its own random key, which is right for one process and wrong for several behind a balancer.
  container.bind(T.ReturnLinks).toConstantValue(publicReturnLinks(config.publicUrl))
  container
    .bind(T.SandboxPayments)
    .toConstantValue(
      new SandboxPaymentProvider(config.paymentSecret ?? randomBytes(32).toString('hex'), config.publicUrl),
    )
  container.bind(T.PaymentProvider).toDynamicValue((ctx) => typedResolver(ctx)(T.SandboxPayments))
  const onBilling =
    <Value>(make: (billing: BillingRepository, get: ReturnType<typeof typedResolver>) => Value) =>
    async (ctx: ResolutionContext) =>
      make(await typedAsyncResolver(ctx)(T.Billing), typedResolver(ctx))
  container
    .bind(T.SettleOrder)
    .toDynamicValue(onBilling((billing, get) => new SettleOrder(billing, get(T.Clock), get(T.Ids))))
  container.bind(T.PlaceOrder).toDynamicValue(async (ctx) => {
    const get = typedResolver(ctx)
    const getAsync = typedAsyncResolver(ctx)
    return new PlaceOrder(
      await getAsync(T.Billing),
      await getAsync(T.Invitations),
      get(T.PaymentProvider),
      get(T.ReturnLinks),
      await getAsync(T.SettleOrder),
      get(T.Clock),
      get(T.Ids),
    )
  })
  container.bind(T.GetOrder).toDynamicValue(onBilling((billing) => new GetOrder(billing)))
  container
    .bind(T.GetSubscription)
    .toDynamicValue(onBilling((billing, get) => new GetSubscription(billing, get(T.Clock))))
  container
    .bind(T.CancelSubscription)
    .toDynamicValue(onBilling((billing, get) => new CancelSubscription(billing, get(T.Clock))))
  container
    .bind(T.ListCreditLog)
    .toDynamicValue(async (ctx) => new ListCreditLog(await typedAsyncResolver(ctx)(T.CreditLedger)))
  container.bind(T.ListUsers).toDynamicValue(async (ctx) => {
    const getAsync = typedAsyncResolver(ctx)
    return new ListUsers(await getAsync(T.Users), await getAsync(T.Billing), typedResolver(ctx)(T.Clock))
  })
  container.bind(T.GrantCustomCredits).toDynamicValue(async (ctx) => {
    const get = typedResolver(ctx)
    const getAsync = typedAsyncResolver(ctx)
    return new GrantCustomCredits(
      await getAsync(T.Users),
      await getAsync(T.Billing),
      get(T.Clock),
      get(T.Ids),
      await getAsync(T.AuditLog),
    )
  })
}
