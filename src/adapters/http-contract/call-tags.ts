/**
 * The areas calls are grouped by (each call's `tag`), with what each holds: the OpenAPI document's
 * top-level tags and the reference page's sections. A closed list: a call cannot name an area not here.
 */
export const CALL_TAGS = {
  public: 'Public figures and configuration: no token needed.',
  identity: 'How the web app and the extension sign in: the OpenID Connect settings.',
  user: 'The signed-in user: who they are, onboarding, their email address and password.',
  contacts: 'Look up a person or a company, reveal contacts, the search log and the CSV export.',
  'contacts-workspace':
    'The revealed contacts workspace: filters, exports, re-verification and contact lists.',
  email: 'Find a work email from a name and a company, verify addresses, report a bounce.',
  enrichment: 'Bulk enrichment: upload a spreadsheet, map its columns, see the cost, run it, download it.',
  payment:
    'Plans, orders, credits and their log, the subscription, and the payment providers’ notifications.',
  invitation: 'Invite codes and their distributors (administrators), and checking a code.',
  'api-keys': 'API keys for scripts and integrations (browser sessions only).',
  webhooks: 'Webhook endpoints, their signing secrets and deliveries (browser sessions only).',
  'opt-out': 'A person asks to be removed from the data; administrators review the requests.',
  admin: 'Administrators: users, credits, rate limits, the audit log, the outbox and orders.',
} as const

export type CallTag = keyof typeof CALL_TAGS
