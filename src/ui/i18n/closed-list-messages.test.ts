import { describe, expect, it } from 'vitest'
import { API_KEY_SCOPES } from '../../domain/api-keys/api-key.ts'
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from '../../domain/audit/audit-entry.ts'
import { ALL_AUDIT_FIELDS, AUDITED_STATUSES } from '../../domain/audit/audit-fields.ts'
import { REVEAL_WANTS } from '../../domain/companies/reveal-choice.ts'
import { VERDICT_FILTERS } from '../../domain/contacts-workspace/contact-query.ts'
import { CREDITS_LEFT_FIELDS } from '../../domain/credits/balances.ts'
import { CREDIT_KINDS, REVEAL_KINDS } from '../../domain/credits/credit-kind.ts'
import { EMAIL_VERDICTS } from '../../domain/email/email-verdict.ts'
import { COLUMN_ROLES } from '../../domain/enrichment/column-mapping.ts'
import { JOB_STATES } from '../../domain/enrichment/job-progress.ts'
import { INVALID_REASONS, ROW_LOOKUPS } from '../../domain/enrichment/row-input.ts'
import { ROLES } from '../../domain/identity/role.ts'
import { INVITATION_STATUSES } from '../../domain/invitations/invitation.ts'
import { REVIEW_DECISIONS } from '../../domain/opt-out/review-decision.ts'
import { ORDER_STATUSES } from '../../domain/orders/order.ts'
import { PAYMENT_PROVIDERS } from '../../domain/orders/payment-providers.ts'
import { PACKET_GROUPS, PERIODS, TIERS } from '../../domain/plans/plan-parts.ts'
import { LANGUAGES } from '../../domain/preferences/language.ts'
import { SUBSCRIPTION_STATUSES } from '../../domain/subscriptions/subscription.ts'
import { DELIVERY_STATES } from '../../domain/webhooks/delivery-state.ts'
import type { Tree } from './build-catalogue.ts'
import { CATALOGUES } from './catalogues.ts'

// A component asks for `orders.providers.${order.provider}`: a key built at run time, which the
// catalogue-usage check cannot see. Each message group named for a closed list of the domain has
// exactly that list's keys, in both languages: a new member without its words, or words left behind
// by a removed one, fails here rather than showing a bare key. `besides` names a group's other keys.
type Group = {
  readonly list: readonly string[]
  readonly besides?: readonly string[]
  /** The names hold dots, and the messages nest by them. */
  readonly nested?: true
}

const GROUPS: Readonly<Record<string, Group>> = {
  // Credit kinds.
  'companies.cost': { list: CREDIT_KINDS, besides: ['none'] },
  'subscription.credits.kinds': { list: CREDIT_KINDS },
  'users.grant.kinds': { list: CREDIT_KINDS },
  'orders.kinds': { list: CREDIT_KINDS },
  'home.reveal.kinds': { list: CREDIT_KINDS },
  'pricing.grants': { list: CREDIT_KINDS },
  'home.reveal.left_kinds': { list: REVEAL_KINDS },
  'users.credits': { list: CREDITS_LEFT_FIELDS },
  // Plans: the parts their ids are made of (plan-parts.ts).
  'pricing.period': { list: PERIODS, besides: ['label', 'saveUpTo'] },
  'pricing.plans': { list: TIERS, besides: ['packet', 'enterprise'] },
  'pricing.packets.groups': { list: PACKET_GROUPS },
  // Payments and statuses.
  'orders.providers': { list: PAYMENT_PROVIDERS },
  'orders.status': { list: ORDER_STATUSES },
  'subscription.status': { list: SUBSCRIPTION_STATUSES },
  'invitations.status': { list: INVITATION_STATUSES, besides: ['toggle'] },
  // Email verdicts.
  emailVerdict: {
    list: EMAIL_VERDICTS,
    besides: ['checkedOn', 'rechecking', 'rechecking_title', 'bounce'],
  },
  'contacts.verdicts': { list: VERDICT_FILTERS },
  // The audit log.
  'audit.actions': { list: AUDIT_ACTIONS, nested: true },
  'audit.fields': { list: ALL_AUDIT_FIELDS },
  'audit.targets': { list: AUDIT_TARGET_TYPES },
  'audit.values.decision': { list: REVIEW_DECISIONS },
  'audit.values.status': { list: AUDITED_STATUSES },
  'optOutReviews.done': { list: REVIEW_DECISIONS },
  'audit.values.role': { list: ROLES },
  'users.role': { list: ROLES },
  // The rest of the lists a page names by key.
  'apiKeys.scopes': { list: API_KEY_SCOPES },
  'apiKeys.webhooks.states': { list: DELIVERY_STATES },
  'enrichment.states': { list: JOB_STATES },
  'enrichment.roles': { list: COLUMN_ROLES },
  'enrichment.reasons': { list: INVALID_REASONS },
  'enrichment.preview.kinds': { list: ROW_LOOKUPS },
  'companies.want': { list: REVEAL_WANTS, besides: ['label'] },
  language: { list: LANGUAGES, besides: ['label'] },
}

const PLURAL = /_(zero|one|two|few|many|other)$/

const nodeAt = (tree: Tree, path: string): unknown =>
  path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree)

/** The names a group gives words to: its keys, with i18next's plural endings taken off. */
const keysIn = (node: unknown): string[] =>
  Object.keys(node as Record<string, unknown>).map((key) => key.replace(PLURAL, ''))

/** For a group nested by the names' dots (audit.actions' `invitation.create`): its leaves' paths. */
const leavesIn = (node: unknown, prefix = ''): string[] =>
  Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? leavesIn(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  )

const sorted = (names: Iterable<string>) => [...new Set(names)].sort()

describe('message groups named for a closed list', () => {
  for (const language of LANGUAGES)
    it.each(Object.entries(GROUPS))(`${language}: %s has exactly the list's keys`, (path, group) => {
      const node = nodeAt(CATALOGUES[language], path)
      expect(node, `${path} is missing`).toBeTypeOf('object')
      expect(sorted(group.nested ? leavesIn(node) : keysIn(node))).toEqual(
        sorted([...group.list, ...(group.besides ?? [])]),
      )
    })
})
