import type { ColumnType, Generated } from 'kysely'

/** API keys, where they were used from, and idempotency keys; created by migration 0015-public-api. */
export interface PublicApiTables {
  api_keys: ApiKeysTable
  api_key_addresses: ApiKeyAddressesTable
  idempotency_keys: IdempotencyKeysTable
  webhook_endpoints: WebhookEndpointsTable
  webhook_deliveries: WebhookDeliveriesTable
  custom_api_limits: CustomApiLimitsTable
}

/** Migration 0018-custom-api-limits. */
export interface CustomApiLimitsTable {
  user_id: string
  per_minute: number
}

/** Migration 0015a-webhooks. */
export interface WebhookEndpointsTable {
  id: string
  user_id: string
  url: string
  secret: string
  /** WebhookEventTypes, comma-separated. */
  events: string
  created_at: Date
  deleted_at: Date | null
  /** Migration 0019-webhook-secret-rotation: the secret before the last rotation, signing until its expiry. */
  previous_secret: ColumnType<string | null, string | null | undefined, string | null>
  previous_secret_expires_at: ColumnType<Date | null, Date | null | undefined, Date | null>
}

export interface WebhookDeliveriesTable {
  id: string
  endpoint_id: string
  user_id: string
  event_type: string
  body: string
  created_at: Date
  /** 'pending', 'delivered' or 'failed'. */
  state: string
  /** DeliveryAttempt[] as JSON. */
  attempts: ColumnType<unknown, string | undefined, string>
}

export interface ApiKeysTable {
  id: string
  user_id: string
  name: string
  /** ApiKeyScopes, comma-separated. */
  scopes: string
  /** SHA-256 (hex) of the key's secret; the secret itself is never stored. */
  secret_hash: string
  created_at: Date
  last_used_at: Date | null
  revoked_at: Date | null
  requests: Generated<number>
  usage_month: string | null
}

export interface ApiKeyAddressesTable {
  key_id: string
  address: string
  first_seen_at: Date
}

export interface IdempotencyKeysTable {
  /** `<user id> <Idempotency-Key>`: a key is the user's own. */
  scope_key: string
  fingerprint: string
  /** 'running' or 'done'. */
  state: string
  started_at: Date
  status: ColumnType<number | null, number | null | undefined, number | null>
  body: ColumnType<string | null, string | null | undefined, string | null>
}
