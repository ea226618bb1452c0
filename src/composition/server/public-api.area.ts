import type { Container } from 'inversify'
import { apiKeyRoutes } from '../../adapters/server/api/routes/api-keys.routes.ts'
import { webhookRoutes } from '../../adapters/server/api/routes/webhooks.routes.ts'
import type { ServerConfig } from '../../adapters/server/config/server-config.ts'
import { nodeDigest } from '../../adapters/server/node-digest.ts'
import { nodeHmacSha256Hex } from '../../adapters/server/node-hmac.ts'
import { KyselyApiKeyRepository } from '../../adapters/server/persistence/kysely-api-key.repository.ts'
import { KyselyCustomApiLimitRepository } from '../../adapters/server/persistence/kysely-custom-api-limit.repository.ts'
import { KyselyIdempotencyStore } from '../../adapters/server/persistence/kysely-idempotency.store.ts'
import { KyselyWebhookRepository } from '../../adapters/server/persistence/kysely-webhook.repository.ts'
import { LocalApiLimitChanges } from '../../adapters/server/rate-limit/local-api-limit-changes.ts'
import { MemoryRateCounter } from '../../adapters/server/rate-limit/memory-rate-counter.ts'
import { RedisApiLimitChanges } from '../../adapters/server/rate-limit/redis-api-limit-changes.ts'
import { RedisRateCounter } from '../../adapters/server/rate-limit/redis-rate-counter.ts'
import { HttpsWebhookTransport } from '../../adapters/server/webhooks/https-webhook-transport.ts'
import { ApiCallLimits } from '../../application/server/api-call-limits.use-case.ts'
import { AuthenticateApiKey } from '../../application/server/authenticate-api-key.use-case.ts'
import { CreateApiKey } from '../../application/server/create-api-key.use-case.ts'
import { ListApiKeys } from '../../application/server/list-api-keys.use-case.ts'
import type { ApiKeyRepository } from '../../application/server/ports/api-key.repository.port.ts'
import type { ApiLimitChanges } from '../../application/server/ports/api-limit-changes.port.ts'
import type { CustomApiLimitRepository } from '../../application/server/ports/custom-api-limit.repository.port.ts'
import type { IdempotencyStore } from '../../application/server/ports/idempotency-store.port.ts'
import type { RateCounter } from '../../application/server/ports/rate-counter.port.ts'
import type { WebhookRepository } from '../../application/server/ports/webhook.repository.port.ts'
import type { WebhookEvents } from '../../application/server/ports/webhook-events.port.ts'
import { RevokeApiKey } from '../../application/server/revoke-api-key.use-case.ts'
import { FireAndForgetWebhookEvents } from '../../application/server/safe-webhook-events.ts'
import {
  DELIVER_WEBHOOK_JOB,
  DeliverWebhook,
  ManageWebhooks,
  QueueDeliveries,
} from '../../application/server/webhooks.use-cases.ts'
import { token } from '../token.ts'
import { ServerTokens as T } from '../tokens.ts'
import { typedAsyncResolver, typedResolver } from '../typed-resolution.ts'
import { ContactEngineTokens } from './contact-engine.area.ts'

/** The public API (issue 21, docs/api.md): API keys, shared rate-limit counts, idempotency keys. */
export const PublicApiTokens = {
  ApiKeys: token<ApiKeyRepository>('ApiKeys'),
  CreateApiKey: token<CreateApiKey>('CreateApiKey'),
  ListApiKeys: token<ListApiKeys>('ListApiKeys'),
  RevokeApiKey: token<RevokeApiKey>('RevokeApiKey'),
  AuthenticateApiKey: token<AuthenticateApiKey>('AuthenticateApiKey'),
  ApiCallLimits: token<ApiCallLimits>('ApiCallLimits'),
  /** The API rate limits admins set for CUSTOM-plan users. */
  CustomApiLimits: token<CustomApiLimitRepository>('CustomApiLimits'),
  IdempotencyStore: token<IdempotencyStore>('IdempotencyStore'),
  RateCounter: token<RateCounter>('RateCounter'),
  ApiLimitChanges: token<ApiLimitChanges>('ApiLimitChanges'),
  Webhooks: token<WebhookRepository>('Webhooks'),
  /** Where any area says something happened that webhooks may want (bulk enrichment: job finished). */
  WebhookEvents: token<WebhookEvents>('WebhookEvents'),
  QueueDeliveries: token<QueueDeliveries>('QueueDeliveries'),
  /**
   * What the credit ledger (`credits.low`), the re-check (`email.reverified`) and bulk enrichment
   * (`enrichment.job.finished`) emit through: returns at once, never throws (issue 21 §4).
   */
  EmittedEvents: token<FireAndForgetWebhookEvents>('EmittedEvents'),
  ManageWebhooks: token<ManageWebhooks>('ManageWebhooks'),
  DeliverWebhook: token<DeliverWebhook>('DeliverWebhook'),
} as const

export const bindPublicApiArea = (container: Container, config: ServerConfig): void => {
  const P = PublicApiTokens
  container
    .bind(P.ApiKeys)
    .toDynamicValue(async (ctx) => new KyselyApiKeyRepository((await typedAsyncResolver(ctx)(T.Database)).db))
  container
    .bind(P.IdempotencyStore)
    .toDynamicValue(async (ctx) => new KyselyIdempotencyStore((await typedAsyncResolver(ctx)(T.Database)).db))
  // Redis when configured: every process then shares one count per address, user and key.
  container.bind(P.RateCounter).toDynamicValue((ctx) => {
    const { redisUrl, redisKeyPrefix } = config.publicApi
    if (redisUrl === null) return new MemoryRateCounter()
    const logger = typedResolver(ctx)(T.Logger)
    return new RedisRateCounter(`${redisUrl}`, `${redisKeyPrefix}ratelimit:`, (error) =>
      logger.warn({ err: error }, 'rate-limit counter unavailable: calls are let through'),
    )
  })
  // Through Redis when configured, so a plan change reaches every process's limiter at once (issue 32).
  container.bind(P.ApiLimitChanges).toDynamicValue((ctx) => {
    const { redisUrl, redisKeyPrefix } = config.publicApi
    if (redisUrl === null) return new LocalApiLimitChanges()
    const logger = typedResolver(ctx)(T.Logger)
    return new RedisApiLimitChanges(`${redisUrl}`, redisKeyPrefix, (error) =>
      logger.warn(
        { err: error },
        'API limit changes unavailable: other processes see a change within a minute',
      ),
    )
  })
  container.bind(P.CreateApiKey).toDynamicValue(async (ctx) => {
    const get = typedResolver(ctx)
    const getAsync = typedAsyncResolver(ctx)
    return new CreateApiKey(
      await getAsync(P.ApiKeys),
      get(T.Random),
      nodeDigest,
      get(T.Clock),
      await getAsync(T.AuditLog),
    )
  })
  container
    .bind(P.ListApiKeys)
    .toDynamicValue(async (ctx) => new ListApiKeys(await typedAsyncResolver(ctx)(P.ApiKeys)))
  container.bind(P.RevokeApiKey).toDynamicValue(async (ctx) => {
    const getAsync = typedAsyncResolver(ctx)
    return new RevokeApiKey(
      await getAsync(P.ApiKeys),
      typedResolver(ctx)(T.Clock),
      await getAsync(T.AuditLog),
    )
  })
  container.bind(P.AuthenticateApiKey).toDynamicValue(async (ctx) => {
    const getAsync = typedAsyncResolver(ctx)
    return new AuthenticateApiKey(
      await getAsync(P.ApiKeys),
      nodeDigest,
      typedResolver(ctx)(T.Clock),
      await getAsync(T.AuditLog),
    )
  })
  container
    .bind(P.CustomApiLimits)
    .toDynamicValue(
      async (ctx) => new KyselyCustomApiLimitRepository((await typedAsyncResolver(ctx)(T.Database)).db),
    )
  container.bind(P.ApiCallLimits).toDynamicValue(async (ctx) => {
    const getAsync = typedAsyncResolver(ctx)
    const limits = new ApiCallLimits(
      await getAsync(T.Billing),
      await getAsync(P.CustomApiLimits),
      typedResolver(ctx)(T.Clock),
      config.http.rateLimits.perUser,
    )
    // A change announced by any process: its next call reads the limits again.
    await typedResolver(ctx)(P.ApiLimitChanges).listen((userId) => limits.forget(userId))
    return limits
  })
  container
    .bind(P.Webhooks)
    .toDynamicValue(
      async (ctx) => new KyselyWebhookRepository((await typedAsyncResolver(ctx)(T.Database)).db),
    )
  container.bind(P.QueueDeliveries).toDynamicValue(async (ctx) => {
    const getAsync = typedAsyncResolver(ctx)
    return new QueueDeliveries(
      await getAsync(P.Webhooks),
      await getAsync(ContactEngineTokens.JobQueue),
      typedResolver(ctx)(T.Ids),
      typedResolver(ctx)(T.Clock),
    )
  })
  container.bind(P.WebhookEvents).toDynamicValue(async (ctx) => typedAsyncResolver(ctx)(P.QueueDeliveries))
  container.bind(P.EmittedEvents).toDynamicValue((ctx) => {
    const logger = typedResolver(ctx)(T.Logger)
    return new FireAndForgetWebhookEvents(
      () => container.getAsync(P.QueueDeliveries),
      (error, type) => logger.warn({ err: error, type }, 'a webhook event could not be queued'),
    )
  })
  container.bind(P.ManageWebhooks).toDynamicValue(async (ctx) => {
    const get = typedResolver(ctx)
    const getAsync = typedAsyncResolver(ctx)
    return new ManageWebhooks(
      await getAsync(P.Webhooks),
      await getAsync(P.QueueDeliveries),
      get(T.Ids),
      get(T.Random),
      get(T.Clock),
      config.publicApi.webhooksAllowPrivateTargets,
    )
  })
  container.bind(P.DeliverWebhook).toDynamicValue(async (ctx) => {
    const getAsync = typedAsyncResolver(ctx)
    return new DeliverWebhook(
      await getAsync(P.Webhooks),
      new HttpsWebhookTransport(config.publicApi.webhooksAllowPrivateTargets),
      await getAsync(ContactEngineTokens.JobQueue),
      nodeHmacSha256Hex,
      typedResolver(ctx)(T.Clock),
      typedResolver(ctx)(T.Metrics),
    )
  })
  // Deliveries are jobs: every process takes them. On close: the gathered key usage is written, and
  // the counter's connection closed.
  container.bind(T.BackgroundWork).toDynamicValue(async (ctx) => {
    const getAsync = typedAsyncResolver(ctx)
    const authenticate = await getAsync(P.AuthenticateApiKey)
    const counter = typedResolver(ctx)(P.RateCounter)
    const limitChanges = typedResolver(ctx)(P.ApiLimitChanges)
    const jobs = await getAsync(ContactEngineTokens.JobQueue)
    const deliver = await getAsync(P.DeliverWebhook)
    const emitted = typedResolver(ctx)(P.EmittedEvents)
    return {
      start: async () => {
        await jobs.work(
          DELIVER_WEBHOOK_JOB,
          async (data) => {
            await deliver.execute(String(data.deliveryId))
          },
          { concurrency: 4 },
        )
      },
      stop: async () => {
        await emitted.settled()
        await authenticate.flush()
        await counter.close()
        await limitChanges.close()
      },
    }
  })
  container.bind(T.AreaRoutes).toDynamicValue(async (ctx) => {
    const getAsync = typedAsyncResolver(ctx)
    const clock = typedResolver(ctx)(T.Clock)
    return [
      ...apiKeyRoutes({
        list: await getAsync(P.ListApiKeys),
        create: await getAsync(P.CreateApiKey),
        revoke: await getAsync(P.RevokeApiKey),
        now: () => clock.now(),
      }),
      ...webhookRoutes(await getAsync(P.ManageWebhooks)),
    ]
  })
}
