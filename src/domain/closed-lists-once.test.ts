import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { API_KEY_SCOPES } from './api-keys/api-key.ts'
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from './audit/audit-entry.ts'
import { REVEAL_WANTS } from './companies/reveal-choice.ts'
import { PHONE_TYPES } from './contacts/phone-type.ts'
import { CREDITS_LEFT_FIELDS } from './credits/balances.ts'
import { CREDIT_KINDS } from './credits/credit-kind.ts'
import { EMAIL_VERDICTS } from './email/email-verdict.ts'
import { COLUMN_ROLES } from './enrichment/column-mapping.ts'
import { JOB_STATES, ROW_OUTCOMES, ROW_STATUSES, STORED_ROW_STATUSES } from './enrichment/job-progress.ts'
import { INVALID_REASONS, ROW_LOOKUPS } from './enrichment/row-input.ts'
import { SPREADSHEET_FORMATS } from './export/spreadsheet-format.ts'
import { ROLES } from './identity/role.ts'
import { INVITATION_STATUSES } from './invitations/invitation.ts'
import { REVIEW_DECISIONS } from './opt-out/review-decision.ts'
import { ORDER_STATUSES } from './orders/order.ts'
import { CHECKOUT_PROVIDERS, PAYMENT_PROVIDERS } from './orders/payment-providers.ts'
import { PACKET_KINDS, PERIODS } from './plans/plan-parts.ts'
import { PLAN_TYPES } from './plans/plan-type.ts'
import { SUBSCRIPTION_STATUSES } from './subscriptions/subscription.ts'
import { DELIVERY_STATES } from './webhooks/delivery-state.ts'
import { WEBHOOK_EVENT_TYPES } from './webhooks/webhook-event.ts'

// Every closed list is written once, in the domain, and derived everywhere else (DESIGN.md rule 16).
// This looks through src for a literal that names every member of one of them, as an array or a union
// of string literals, anywhere but the file that defines it: a copy that would drift. A subset (the
// kinds that pay for emails, the states a job may resume from) is a rule of its own and is not a copy.
// Migrations name their lists in SQL, which closed-list-constraints.pglite.test.ts holds to the domain.
const SRC = join(import.meta.dirname, '..')

const LISTS: Readonly<Record<string, { readonly list: readonly string[]; readonly definedIn: string }>> = {
  CREDIT_KINDS: { list: CREDIT_KINDS, definedIn: 'domain/credits/credit-kind.ts' },
  CREDITS_LEFT_FIELDS: { list: CREDITS_LEFT_FIELDS, definedIn: 'domain/credits/balances.ts' },
  PAYMENT_PROVIDERS: { list: PAYMENT_PROVIDERS, definedIn: 'domain/orders/payment-providers.ts' },
  CHECKOUT_PROVIDERS: { list: CHECKOUT_PROVIDERS, definedIn: 'domain/orders/payment-providers.ts' },
  EMAIL_VERDICTS: { list: EMAIL_VERDICTS, definedIn: 'domain/email/email-verdict.ts' },
  ORDER_STATUSES: { list: ORDER_STATUSES, definedIn: 'domain/orders/order.ts' },
  PLAN_TYPES: { list: PLAN_TYPES, definedIn: 'domain/plans/plan-type.ts' },
  PERIODS: { list: PERIODS, definedIn: 'domain/plans/plan-parts.ts' },
  PACKET_KINDS: { list: PACKET_KINDS, definedIn: 'domain/plans/plan-parts.ts' },
  SUBSCRIPTION_STATUSES: { list: SUBSCRIPTION_STATUSES, definedIn: 'domain/subscriptions/subscription.ts' },
  PHONE_TYPES: { list: PHONE_TYPES, definedIn: 'domain/contacts/phone-type.ts' },
  DELIVERY_STATES: { list: DELIVERY_STATES, definedIn: 'domain/webhooks/delivery-state.ts' },
  WEBHOOK_EVENT_TYPES: { list: WEBHOOK_EVENT_TYPES, definedIn: 'domain/webhooks/webhook-event.ts' },
  ROLES: { list: ROLES, definedIn: 'domain/identity/role.ts' },
  JOB_STATES: { list: JOB_STATES, definedIn: 'domain/enrichment/job-progress.ts' },
  ROW_STATUSES: { list: ROW_STATUSES, definedIn: 'domain/enrichment/job-progress.ts' },
  STORED_ROW_STATUSES: { list: STORED_ROW_STATUSES, definedIn: 'domain/enrichment/job-progress.ts' },
  ROW_OUTCOMES: { list: ROW_OUTCOMES, definedIn: 'domain/enrichment/job-progress.ts' },
  ROW_LOOKUPS: { list: ROW_LOOKUPS, definedIn: 'domain/enrichment/row-input.ts' },
  INVALID_REASONS: { list: INVALID_REASONS, definedIn: 'domain/enrichment/row-input.ts' },
  COLUMN_ROLES: { list: COLUMN_ROLES, definedIn: 'domain/enrichment/column-mapping.ts' },
  INVITATION_STATUSES: { list: INVITATION_STATUSES, definedIn: 'domain/invitations/invitation.ts' },
  API_KEY_SCOPES: { list: API_KEY_SCOPES, definedIn: 'domain/api-keys/api-key.ts' },
  AUDIT_ACTIONS: { list: AUDIT_ACTIONS, definedIn: 'domain/audit/audit-entry.ts' },
  AUDIT_TARGET_TYPES: { list: AUDIT_TARGET_TYPES, definedIn: 'domain/audit/audit-entry.ts' },
  REVIEW_DECISIONS: { list: REVIEW_DECISIONS, definedIn: 'domain/opt-out/review-decision.ts' },
  REVEAL_WANTS: { list: REVEAL_WANTS, definedIn: 'domain/companies/reveal-choice.ts' },
  SPREADSHEET_FORMATS: { list: SPREADSHEET_FORMATS, definedIn: 'domain/export/spreadsheet-format.ts' },
}

// Copies kept on purpose, each with its reason ("<file>: <LIST>").
const KEPT: Readonly<Record<string, string>> = {
  'ui/features/orders/orders-search.ts: ORDER_STATUSES':
    "the route's search parser is in the first download, so it stays off the domain module; " +
    'orders-search.test.ts holds it equal to ORDER_STATUSES',
  // Issue 30 §1 replaces the browser's gateway ports and fakes with types derived from the contract.
  'application/browser/ports/webhooks.gateway.port.ts: DELIVERY_STATES': 'issue 30 §1',
  'application/browser/ports/user-info.gateway.port.ts: ROLES': 'issue 30 §1',
  'application/browser/ports/enrichment.api.port.ts: SPREADSHEET_FORMATS': 'issue 30 §1, in progress',
  'ui/features/contacts/contacts-page.tsx: SPREADSHEET_FORMATS': 'issue 30 §1 moves its hook to the contract',
  'ui/features/contacts/use-contacts.ts: SPREADSHEET_FORMATS': 'issue 30 §1 moves its hook to the contract',
  // Issue 30 §8 rewrites the chunk loop; it can then count by ROW_OUTCOMES.
  'application/server/run-enrichment-job.use-case.ts: ROW_OUTCOMES': 'issue 30 §8, in progress',
}

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sources(path)
    // Tests and their data (fixtures, arbitraries) restate rules on purpose, as oracles.
    return /\.tsx?$/.test(entry.name) && !/\.(test|fixture|arbitraries)\.tsx?$/.test(entry.name) ? [path] : []
  })

// Runs of two or more string literals joined by commas or bars: `'a', 'b'` in an array, `'a' | 'b'`.
const RUN = /'[^'\n]*'(?:\s*(?:,|\|)\s*'[^'\n]*')+/g

const runsIn = (text: string): string[][] =>
  [...text.matchAll(RUN)].map((match) => match[0].match(/'[^'\n]*'/g)?.map((q) => q.slice(1, -1)) ?? [])

/** Runs that name exactly the list's members, in any order: copies of it. */
const copiesIn = (list: readonly string[], text: string): number =>
  runsIn(text).filter(
    (names) => new Set(names).size === list.length && list.every((member) => names.includes(member)),
  ).length

describe('closed lists, written once', () => {
  it('no source file but the defining one names every member of a closed list', () => {
    const copies = sources(SRC).flatMap((file) => {
      const text = readFileSync(file, 'utf8')
      const at = relative(SRC, file)
      return Object.entries(LISTS)
        .filter(([, { list, definedIn }]) => at !== definedIn && copiesIn(list, text) > 0)
        .map(([name]) => `${at}: ${name}`)
        .filter((copy) => !(copy in KEPT))
    })
    expect(copies).toEqual([])
  })

  it('sees a copy as an array or a union, in any order, and not a subset', () => {
    expect(copiesIn(CREDIT_KINDS, "const K = ['free', 'lead', 'email', 'phone', 'search']")).toBe(1)
    expect(copiesIn(PAYMENT_PROVIDERS, "type P = 'sandbox' | 'stripe' | 'free'")).toBe(1)
    expect(copiesIn(CREDIT_KINDS, "firstPayer(buckets, ['lead', 'email'], now)")).toBe(0)
    expect(copiesIn(CREDITS_LEFT_FIELDS, "['lead', 'email', 'phone', 'search', 'free']")).toBe(0)
  })
})
