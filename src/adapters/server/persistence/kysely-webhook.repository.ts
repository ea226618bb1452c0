import { type Kysely, type Selectable, sql } from 'kysely'
import type { UserId } from '../../../application/server/ports/credit-ledger.repository.port.ts'
import type {
  DeliveryAttempt,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookRepository,
} from '../../../application/server/ports/webhook.repository.port.ts'
import { type Instant, instant, toDate } from '../../../domain/shared/instant.ts'
import { type DeliveryState, isDeliveryState } from '../../../domain/webhooks/delivery-state.ts'
import type { SigningSecrets } from '../../../domain/webhooks/secret-rotation.ts'
import { isWebhookEventType, type WebhookEventType } from '../../../domain/webhooks/webhook-event.ts'
import { instantOf } from './credit-ledger.rows.ts'
import type { Database } from './database-schema.ts'
import type { WebhookDeliveriesTable, WebhookEndpointsTable } from './public-api-tables.ts'

const eventsOf = (text: string): WebhookEventType[] =>
  text === ''
    ? []
    : text.split(',').map((type) => {
        if (!isWebhookEventType(type)) throw new Error(`unknown webhook event type in the database: ${type}`)
        return type
      })

const endpointFromRow = (row: Selectable<WebhookEndpointsTable>): WebhookEndpoint => ({
  id: row.id,
  userId: row.user_id as UserId,
  url: row.url,
  secret: row.secret,
  previousSecret:
    row.previous_secret === null || row.previous_secret_expires_at === null
      ? null
      : { secret: row.previous_secret, expiresAt: instantOf(row.previous_secret_expires_at) },
  events: eventsOf(row.events),
  createdAt: instantOf(row.created_at),
})

type StoredAttempt = { at: number; status: number | null; error: string | null; response: string | null }

const deliveryFromRow = (row: Selectable<WebhookDeliveriesTable>): WebhookDelivery => {
  const state = row.state
  if (!isDeliveryState(state)) throw new Error(`unknown delivery state in the database: ${state}`)
  const attempts = (
    typeof row.attempts === 'string' ? JSON.parse(row.attempts) : row.attempts
  ) as StoredAttempt[]
  return {
    id: row.id,
    endpointId: row.endpoint_id,
    userId: row.user_id as UserId,
    eventType: row.event_type,
    body: row.body,
    createdAt: instantOf(row.created_at),
    state,
    attempts: attempts.map((a) => ({ ...a, at: instant(a.at) })),
  }
}

const previousColumns = ({ previousSecret }: SigningSecrets) => ({
  previous_secret: previousSecret?.secret ?? null,
  previous_secret_expires_at: previousSecret === null ? null : toDate(previousSecret.expiresAt),
})

/** WebhookRepository on PostgreSQL or PGlite. */
export class KyselyWebhookRepository implements WebhookRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async addEndpoint(endpoint: WebhookEndpoint): Promise<void> {
    await this.db
      .insertInto('webhook_endpoints')
      .values({
        id: endpoint.id,
        user_id: endpoint.userId,
        url: endpoint.url,
        secret: endpoint.secret,
        ...previousColumns(endpoint),
        events: endpoint.events.join(','),
        created_at: toDate(endpoint.createdAt),
        deleted_at: null,
      })
      .execute()
  }

  async endpoints(userId: UserId): Promise<readonly WebhookEndpoint[]> {
    const rows = await this.db
      .selectFrom('webhook_endpoints')
      .selectAll()
      .where('user_id', '=', userId)
      .where('deleted_at', 'is', null)
      .orderBy('created_at')
      .orderBy('id')
      .execute()
    return rows.map(endpointFromRow)
  }

  async findEndpoint(id: string): Promise<WebhookEndpoint | undefined> {
    const row = await this.db
      .selectFrom('webhook_endpoints')
      .selectAll()
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst()
    return row === undefined ? undefined : endpointFromRow(row)
  }

  async replaceSecrets(userId: UserId, id: string, from: string, to: SigningSecrets): Promise<boolean> {
    // One statement that checks the secret it replaces: of two rotations at once, exactly one lands.
    const row = await this.db
      .updateTable('webhook_endpoints')
      .set({ secret: to.secret, ...previousColumns(to) })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('deleted_at', 'is', null)
      .where('secret', '=', from)
      .returning('id')
      .executeTakeFirst()
    return row !== undefined
  }

  async deleteEndpoint(userId: UserId, id: string, now: Instant): Promise<boolean> {
    const row = await this.db
      .updateTable('webhook_endpoints')
      .set({ deleted_at: toDate(now) })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('deleted_at', 'is', null)
      .returning('id')
      .executeTakeFirst()
    return row !== undefined
  }

  async addDelivery(delivery: WebhookDelivery): Promise<void> {
    await this.db
      .insertInto('webhook_deliveries')
      .values({
        id: delivery.id,
        endpoint_id: delivery.endpointId,
        user_id: delivery.userId,
        event_type: delivery.eventType,
        body: delivery.body,
        created_at: toDate(delivery.createdAt),
        state: delivery.state,
        attempts: JSON.stringify(delivery.attempts),
      })
      .execute()
  }

  async findDelivery(id: string): Promise<WebhookDelivery | undefined> {
    const row = await this.db
      .selectFrom('webhook_deliveries')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst()
    return row === undefined ? undefined : deliveryFromRow(row)
  }

  async recordAttempt(id: string, attempt: DeliveryAttempt, state: DeliveryState): Promise<void> {
    await this.db
      .updateTable('webhook_deliveries')
      .set({
        state,
        attempts: sql<string>`attempts || ${JSON.stringify([attempt])}::jsonb`,
      })
      .where('id', '=', id)
      .execute()
  }

  async deliveries(userId: UserId, limit: number): Promise<readonly WebhookDelivery[]> {
    const rows = await this.db
      .selectFrom('webhook_deliveries')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute()
    return rows.map(deliveryFromRow)
  }
}
