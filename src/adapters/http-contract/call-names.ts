import * as admin from './admin.ts'
import * as apiKeys from './api-keys.ts'
import type { Call } from './call.ts'
import * as contacts from './contacts.ts'
import * as contactsWorkspace from './contacts-workspace.ts'
import * as email from './email.ts'
import * as enrichment from './enrichment.ts'
import * as invitation from './invitation.ts'
import * as optOut from './opt-out.ts'
import * as orders from './orders.ts'
import * as payment from './payment.ts'
import * as publicCalls from './public.ts'
import * as user from './user.ts'
import * as webhooks from './webhooks.ts'

/**
 * Every area of the wire contract. A call is named by its export (`listWebhooks`), which makes the
 * OpenAPI document's operationIds stable and readable without a name written twice: a call added to an
 * area file is named the moment it is exported. A test checks every file defining calls is listed here.
 */
const AREAS: readonly Readonly<Record<string, unknown>>[] = [
  admin,
  apiKeys,
  contacts,
  contactsWorkspace,
  email,
  enrichment,
  invitation,
  optOut,
  orders,
  payment,
  publicCalls,
  user,
  webhooks,
]

const isCall = (value: unknown): value is Call =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Call).method === 'string' &&
  typeof (value as Call).path === 'string' &&
  typeof (value as Call).access === 'string'

const keyOf = (call: Pick<Call, 'method' | 'path'>) => `${call.method} ${call.path}`

/** `GET /api/webhooks` → `listWebhooks`, for every call of the contract. */
export const CALL_NAMES: ReadonlyMap<string, string> = new Map(
  AREAS.flatMap((area) =>
    Object.entries(area).flatMap(([name, value]) => (isCall(value) ? [[keyOf(value), name] as const] : [])),
  ),
)

/** The contract's name of a call (or of a route serving it); undefined for one the contract lacks. */
export const callNameOf = (call: Pick<Call, 'method' | 'path'>): string | undefined =>
  CALL_NAMES.get(keyOf(call))
