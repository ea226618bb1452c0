import { Schema, SchemaGetter } from 'effect'
import {
  AUDIT_ACTIONS,
  AUDIT_TARGET_TYPES,
  type AuditValue as AuditValueType,
} from '../../domain/audit/audit-entry.ts'
import { AUDIT_MONEY_FIELDS } from '../../domain/audit/audit-fields.ts'
import { CREDIT_KINDS } from '../../domain/credits/credit-kind.ts'
import { CUSTOM_GRANT_LIMITS } from '../../domain/credits/custom-grant-limits.ts'
import { ROLES } from '../../domain/identity/role.ts'
import { MAX_CUSTOM_API_CALLS_PER_MINUTE } from '../../domain/plans/api-rate-limit.ts'
import { PLAN_TYPES } from '../../domain/plans/plan-type.ts'
import { type Fen, fenToYuan, yuanToFen } from '../../domain/shared/money.ts'
import { defineCall } from './call.ts'
import { CreditsAnswer, SubscriptionAnswer } from './payment.ts'
import { IsoAsInstant, IsoDate, PagedQuery, PageMeta, Text } from './wire-schemas.ts'

// The administrators' calls: users and their credits, the audit log, the mail outbox.

export const UserRow = Schema.Struct({
  id: Schema.String,
  username: Schema.String,
  email: Schema.NullOr(Schema.String),
  role: Schema.Literals(ROLES),
  /** The current plan; null when nothing usable is left, not even the trial. */
  planType: Schema.NullOr(Schema.Literals(PLAN_TYPES)),
  credits: CreditsAnswer,
  createdAt: IsoAsInstant,
  /** A CUSTOM (enterprise) plan is running: an admin may set the API rate limit. */
  customPlan: Schema.Boolean,
  /** The API rate limit an admin set, calls a minute; null: none (the plan's limits). Applies while customPlan. */
  apiRateLimit: Schema.NullOr(Schema.Finite),
})

export const listUsers = defineCall({
  method: 'GET',
  path: '/api/admin/users',
  access: 'admin',
  tag: 'admin',
  summary: 'Users, 10 a page, newest first, with role, current plan and credits left',
  query: PagedQuery,
  response: Schema.Struct({
    data: Schema.Array(UserRow),
    meta: Schema.Struct({ totalPages: Schema.Finite, total: Schema.Finite }),
  }),
})

const int = (minimum: number, maximum: number) =>
  Schema.Finite.pipe(Schema.check(Schema.isInt(), Schema.isBetween({ minimum, maximum })))

// Whole fen only: 12.345 yuan is a typo, not a price.
const PriceYuan = Schema.Finite.pipe(
  Schema.check(
    Schema.isBetween({ minimum: 0, maximum: CUSTOM_GRANT_LIMITS.maxPriceYuan }),
    Schema.makeFilter(
      (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6 || 'at most two decimals',
    ),
  ),
)

export const ADMIN_USER_CODES = {
  userNotFound: 'USER_NOT_FOUND',
  invalidApiRateLimit: 'INVALID_API_RATE_LIMIT',
  customPlanRequired: 'CUSTOM_PLAN_REQUIRED',
} as const

const PriceYuanAsFen = PriceYuan.pipe(
  Schema.decodeTo(
    Schema.declare((value: unknown): value is Fen => Number.isSafeInteger(value)),
    {
      decode: SchemaGetter.transform(yuanToFen),
      encode: SchemaGetter.transform(fenToYuan),
    },
  ),
)

export const grantCredits = defineCall({
  method: 'POST',
  path: '/api/admin/users/:id/credits',
  access: 'admin',
  tag: 'admin',
  summary: 'Grant credits agreed with sales: opens a CUSTOM subscription beside any plan',
  params: Schema.Struct({ id: Text(200) }),
  body: Schema.Struct({
    grants: Schema.Array(
      Schema.Struct({
        kind: Schema.Literals(CREDIT_KINDS),
        quantity: int(1, CUSTOM_GRANT_LIMITS.maxQuantity),
      }),
    ).pipe(Schema.check(Schema.isMinLength(1), Schema.isMaxLength(10))),
    /** How many days the credits last; absent: Forever, like the catalogue's CUSTOM plan. */
    days: Schema.optionalKey(int(1, CUSTOM_GRANT_LIMITS.maxDays)),
    /** The price agreed with sales, in yuan on the wire (fen once decoded); absent: 0. */
    price: Schema.optionalKey(PriceYuanAsFen),
  }),
  response: Schema.Struct({ user: UserRow, subscription: SubscriptionAnswer }),
  status: 201,
  errors: [{ status: 404, code: ADMIN_USER_CODES.userNotFound, when: 'no user has this id' }],
})

export const setApiRateLimit = defineCall({
  method: 'PUT',
  path: '/api/admin/users/:id/api-rate-limit',
  access: 'admin',
  tag: 'admin',
  summary: 'A CUSTOM-plan user’s own API rate limit (calls a minute, per user and per key); null clears it',
  params: Schema.Struct({ id: Text(200) }),
  body: Schema.Struct({ perMinute: Schema.NullOr(Schema.Finite) }),
  response: Schema.Struct({ user: UserRow }),
  errors: [
    {
      status: 400,
      code: ADMIN_USER_CODES.invalidApiRateLimit,
      when: `perMinute is not a whole number from 1 to ${MAX_CUSTOM_API_CALLS_PER_MINUTE}`,
    },
    { status: 404, code: ADMIN_USER_CODES.userNotFound, when: 'no user has this id' },
    {
      status: 409,
      code: ADMIN_USER_CODES.customPlanRequired,
      when: 'no running CUSTOM plan (clearing is allowed)',
    },
  ],
})

const AuditValue = Schema.Union([Schema.String, Schema.Number, Schema.Boolean, Schema.Null])

type AuditChanges = Readonly<Record<string, { readonly from: AuditValueType; readonly to: AuditValueType }>>

// A money field (AUDIT_MONEY_FIELDS) travels in yuan like every amount; its caller reads fen.
const convertMoney =
  (convert: (amount: number) => number) =>
  (details: AuditChanges): AuditChanges => {
    const money = (field: string, value: AuditValueType) =>
      AUDIT_MONEY_FIELDS.includes(field) && typeof value === 'number' && value >= 0 ? convert(value) : value
    return Object.fromEntries(
      Object.entries(details).map(([field, c]) => [
        field,
        { from: money(field, c.from), to: money(field, c.to) },
      ]),
    )
  }

const AuditDetails = Schema.Record(Schema.String, Schema.Struct({ from: AuditValue, to: AuditValue })).pipe(
  Schema.decodeTo(Schema.Record(Schema.String, Schema.Struct({ from: AuditValue, to: AuditValue })), {
    decode: SchemaGetter.transform(convertMoney(yuanToFen)),
    encode: SchemaGetter.transform(convertMoney((amount) => fenToYuan(amount as Fen))),
  }),
)

export const AuditAnswer = Schema.Struct({
  data: Schema.Array(
    Schema.Struct({
      id: Schema.String,
      at: IsoDate,
      /** A user (named as they were then), or the system: the sign-in provider's roles claim. */
      actor: Schema.Union([
        Schema.Struct({ type: Schema.Literal('user'), id: Schema.String, username: Schema.String }),
        Schema.Struct({ type: Schema.Literal('system') }),
      ]),
      action: Schema.Literals(AUDIT_ACTIONS),
      target: Schema.Struct({ type: Schema.Literals(AUDIT_TARGET_TYPES), id: Schema.String }),
      /** The changed fields only, each from → to (null: not there); money in yuan on the wire, fen decoded. */
      details: AuditDetails,
    }),
  ),
  meta: PageMeta,
})

export const auditLog = defineCall({
  method: 'GET',
  path: '/api/admin/audit',
  access: 'admin',
  tag: 'admin',
  summary:
    'The audit log, 20 a page, newest first: invitation changes, credit grants and role changes, with who, on what, and the changed fields',
  query: PagedQuery,
  response: AuditAnswer,
})

export const outbox = defineCall({
  method: 'GET',
  path: '/api/admin/outbox',
  access: 'admin',
  tag: 'admin',
  summary: 'Mail the embedded outbox "sent" (kept a week), 20 a page, newest first',
  query: PagedQuery,
  response: Schema.Struct({
    data: Schema.Array(
      Schema.Struct({
        id: Schema.String,
        from: Schema.String,
        to: Schema.String,
        subject: Schema.String,
        sentAt: IsoDate,
        text: Schema.String,
      }),
    ),
    meta: PageMeta,
  }),
})
