import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PHONE_TYPES } from '../../../domain/contacts/phone-type.ts'
import { CREDIT_KINDS } from '../../../domain/credits/credit-kind.ts'
import { EMAIL_VERDICTS } from '../../../domain/email/email-verdict.ts'
import { JOB_STATES, STORED_ROW_STATUSES } from '../../../domain/enrichment/job-progress.ts'
import { INVITATION_STATUSES } from '../../../domain/invitations/invitation.ts'
import { REVIEW_DECISIONS } from '../../../domain/opt-out/review-decision.ts'
import { SUPPRESSION_KINDS } from '../../../domain/opt-out/suppression-key.ts'
import { ORDER_STATUSES } from '../../../domain/orders/order.ts'
import { PAYMENT_PROVIDERS } from '../../../domain/orders/payment-providers.ts'
import { SUBSCRIPTION_STATES } from '../../../domain/subscriptions/subscription.ts'
import { DELIVERY_STATES } from '../../../domain/webhooks/delivery-state.ts'
import { type OpenDatabase, openDatabase } from './open-database.ts'

// A shipped migration is never edited, so a closed list's check constraint cannot be generated from the
// domain's list: it is written once in a migration and held to the list here, on the schema the
// migrations actually make. A new member of a list then fails this test until a migration widens the
// constraint (docs/architecture.md, "A new credit kind").
const DOMAIN_LISTS: Readonly<Record<string, readonly string[]>> = {
  credit_buckets_kind: CREDIT_KINDS,
  credit_ledger_kind: CREDIT_KINDS,
  orders_provider: PAYMENT_PROVIDERS,
  orders_status: ORDER_STATUSES,
  emails_status: EMAIL_VERDICTS,
  phones_type: PHONE_TYPES,
  subscriptions_state: SUBSCRIPTION_STATES,
  suppressed_identifiers_kind: SUPPRESSION_KINDS,
  webhook_deliveries_state: DELIVERY_STATES,
  invitations_status: INVITATION_STATUSES,
  opt_out_reviews_decision: REVIEW_DECISIONS,
  enrichment_jobs_state_check: JOB_STATES,
  enrichment_rows_status_check: STORED_ROW_STATUSES,
}

// Constraints that name values but no closed list of the domain: each is the storage's own business.
const STORAGE_ONLY: Readonly<Record<string, string>> = {
  contact_counts_name: "the two cached counts' names",
  emails_source: 'whether an address was loaded or found, a column the domain never reads as a list',
  idempotency_keys_state: "a key's reservation, inside the idempotency store",
  // Checks whose values are not a list of names: a status inside a larger rule.
  orders_settled: 'how the status goes with the dates and the subscription, not a list',
}

type Constraint = { readonly name: string; readonly definition: string }

let database: OpenDatabase
let constraints: readonly Constraint[]

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory' })
  const { rows } = await sql<Constraint>`
    select conname as name, pg_get_constraintdef(oid) as definition
    from pg_constraint
    where contype = 'c' and connamespace = current_schema()::regnamespace`.execute(database.db)
  constraints = rows
}, 60_000)
afterAll(() => database.close())

/** The quoted values a check names, in its order: `kind = ANY (ARRAY['lead'::text, …])` → ['lead', …]. */
const valuesOf = (definition: string): string[] =>
  [...definition.matchAll(/'((?:[^']|'')*)'::text/g)].map((match) => (match[1] ?? '').replaceAll("''", "'"))

const namesAList = (definition: string) => definition.includes('ANY (ARRAY[')

describe("the database's check constraints on closed lists", () => {
  it.each(Object.entries(DOMAIN_LISTS))('%s allows exactly the domain list', (name, list) => {
    const constraint = constraints.find((c) => c.name === name)
    expect(constraint, `no check constraint ${name}`).toBeDefined()
    expect(valuesOf(constraint?.definition ?? '')).toEqual([...list])
  })

  it('every constraint that names a list of values is held to a domain list, or says why not', () => {
    const unaccounted = constraints
      .filter((c) => namesAList(c.definition))
      .map((c) => c.name)
      .filter((name) => !(name in DOMAIN_LISTS) && !(name in STORAGE_ONLY))
    expect(unaccounted).toEqual([])
  })

  it('reads the values of a check as PostgreSQL writes it back', () => {
    expect(valuesOf("CHECK ((kind = ANY (ARRAY['lead'::text, 'it''s'::text])))")).toEqual(['lead', "it's"])
    expect(valuesOf('CHECK ((quantity > 0))')).toEqual([])
  })
})
