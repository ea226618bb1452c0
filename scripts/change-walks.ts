/**
 * The four change walks of docs/architecture.md, as data (issue 30 §10). Each walk has a recorded
 * example from the history (commits, and the files of them that belong to the walk: each is checked to
 * be one those commits changed) and a "now" recipe: the files the same change touches in today's tree,
 * kept by hand and held to the tree by tests/architecture/change-walks.test.ts (every path exists; a
 * file the change would create is marked `new`, and its folder exists). `npm run walks` prints both.
 *
 * Counted: every file a person edits or creates, tests and docs included (they are part of the cost);
 * not counted: files a generator rewrites (src/ui/route-tree.gen.ts).
 */

// The six groups of words that name every credit kind, in English and Chinese: a new kind touched them
// then and touches them now.
const CREDIT_KIND_WORDS = [
  'dashboard/companies',
  'dashboard/orders',
  'dashboard/subscription',
  'dashboard/users',
  'features/home-reveal',
  'features/pricing',
].flatMap((group) => ['en', 'zh'].map((language) => `src/ui/i18n/${group}.${language}.json`))

export type WalkFile = string | { readonly new: string }

export type ChangeWalk = {
  readonly name: string
  readonly example: {
    /** What the commits did, and why these files of them are the walk's. */
    readonly note: string
    readonly commits: readonly string[]
    readonly files: readonly string[]
    /**
     * Files the walk needed then that the commits left alone (they still name what the walk adds), each
     * checked to be in the tree before the first commit; `new`: a file the walk would have created.
     */
    readonly alsoBefore?: readonly WalkFile[]
  }
  readonly now: {
    readonly note: string
    readonly files: readonly WalkFile[]
  }
}

export const pathOf = (file: WalkFile): string => (typeof file === 'string' ? file : file.new)

/** Every file of the recorded example: the commits' files and those the walk also needed then. */
export const exampleFiles = (walk: ChangeWalk): string[] => [
  ...walk.example.files,
  ...(walk.example.alsoBefore ?? []).map(pathOf),
]

/** Where a file's cost falls: product code, tests (and their support), documentation, or words. */
export const roleOf = (path: string): 'code' | 'test' | 'doc' | 'i18n' => {
  if (path.startsWith('docs/') || path.endsWith('.md')) return 'doc'
  if (path.startsWith('tests/') || /\.test\.tsx?$/.test(path) || path.includes('/testing/')) return 'test'
  if (path.includes('/i18n/') && path.endsWith('.json')) return 'i18n'
  return 'code'
}

export const folderOf = (path: string): string => path.slice(0, Math.max(0, path.lastIndexOf('/')))

export type WalkCount = {
  readonly files: number
  readonly folders: number
  readonly byRole: Readonly<Record<ReturnType<typeof roleOf>, number>>
}

export const countOf = (paths: readonly string[]): WalkCount => {
  const unique = [...new Set(paths)]
  const byRole = { code: 0, test: 0, doc: 0, i18n: 0 }
  for (const path of unique) byRole[roleOf(path)]++
  return { files: unique.length, folders: new Set(unique.map(folderOf)).size, byRole }
}

export const CHANGE_WALKS: readonly ChangeWalk[] = [
  {
    name: 'an admin list page',
    example: {
      note:
        'The orders page for administrators (Nov 25-26): the browser gateway, port, fake and contract ' +
        '(fb442c7), the list call, store and use case (55c3e2f), its authorization rows (0d449eb) and the ' +
        "page (c767449). Files of those commits that served refunds, receipts or a provider are not the walk's.",
      commits: ['fb442c7', '55c3e2f', '0d449eb', 'c767449'],
      files: [
        'src/adapters/http-contract/orders.ts',
        'src/adapters/server/api/routes/orders.routes.ts',
        'src/adapters/server/api/routing/register-routes.ts',
        'src/adapters/server/persistence/kysely-billing.repository.ts',
        'src/adapters/server/persistence/order-tables.ts',
        'src/adapters/server/persistence/order.rows.ts',
        'src/application/server/list-orders.use-case.ts',
        'src/application/server/ports/billing.repository.port.ts',
        'src/application/testing/in-memory-billing.repository.ts',
        'src/composition/server/billing.area.ts',
        'src/domain/orders/order.ts',
        'tests/contract/billing.contract.ts',
        'tests/api/authorization-matrix.table.ts',
        'src/adapters/browser/http/axios-orders.gateway.ts',
        'src/application/browser/ports/orders.gateway.port.ts',
        'src/application/testing/in-memory-orders.gateway.ts',
        'src/application/testing/in-memory-orders.gateway.test.ts',
        'tests/contract/orders-gateway.contract.ts',
        'tests/api/orders-gateway.api.test.ts',
        'src/composition/browser/orders.area.ts',
        'src/composition/browser.container.ts',
        'src/ui/features/orders/orders-page.tsx',
        'src/ui/features/orders/orders-search.ts',
        'src/ui/features/orders/order-status-badge.tsx',
        'src/ui/features/orders/use-orders.ts',
        'src/ui/routes/admin/orders.tsx',
        'src/ui/features/dashboard/dashboard-nav.ts',
        'src/ui/i18n/dashboard/orders.en.json',
        'src/ui/i18n/dashboard/orders.zh.json',
      ],
    },
    now: {
      note:
        "The same page in today's tree: the contract entry, the store behind a port (port, Kysely, in-memory, " +
        "suite), a use case and its route, the area's binding, the authorization row; on the browser the " +
        "port derived from the contract (orders.api.port.ts), the area's lazy client, the hook, the page, " +
        'its route, the nav entry, its words, and the tests (API, page).',
      files: [
        'src/adapters/http-contract/orders.ts',
        'src/application/server/ports/billing.repository.port.ts',
        'src/adapters/server/persistence/kysely-billing.repository.ts',
        'src/application/testing/in-memory-billing.repository.ts',
        'tests/contract/billing.contract.ts',
        'src/application/server/list-orders.use-case.ts',
        'src/adapters/server/api/routes/orders.routes.ts',
        'src/composition/server/billing.area.ts',
        'tests/api/authorization-matrix.table.ts',
        'src/application/browser/ports/orders.api.port.ts',
        'src/composition/browser/orders.area.ts',
        'src/composition/browser.container.ts',
        'src/ui/features/orders/use-orders.ts',
        'src/ui/features/orders/orders-page.tsx',
        'src/ui/routes/admin/orders.tsx',
        'src/ui/features/dashboard/dashboard-nav.ts',
        'src/ui/i18n/dashboard/orders.en.json',
        'src/ui/i18n/dashboard/orders.zh.json',
        'tests/api/orders.api.test.ts',
        'src/ui/features/orders/orders-page.test.tsx',
      ],
    },
  },
  {
    name: 'one new call on an existing page',
    example: {
      note:
        'Rotating a webhook secret (Nov 28): POST /api/webhooks/{id}/rotate-secret (532acdb) and its ' +
        'button and dialog on the keys page (90f172d); every file of both. The call keeps a second secret, ' +
        'so it also needed a column (a migration) and the store.',
      commits: ['532acdb', '90f172d'],
      files: [
        'docs/api.md',
        'src/adapters/http-contract/webhooks.ts',
        'src/adapters/server/api/routes/webhooks.routes.ts',
        'src/adapters/server/api/routing/openapi-document.test.ts',
        'src/adapters/server/api/routing/openapi-document.ts',
        'src/adapters/server/persistence/kysely-webhook.repository.ts',
        'src/adapters/server/persistence/migrations/0019-webhook-secret-rotation.ts',
        'src/adapters/server/persistence/migrations/migrate-to-latest.ts',
        'src/adapters/server/persistence/public-api-tables.ts',
        'src/application/server/ports/webhook.repository.port.ts',
        'src/application/server/webhooks.use-cases.ts',
        'src/application/testing/in-memory-webhook.repository.ts',
        'src/domain/webhooks/secret-rotation.prop.test.ts',
        'tests/api/authorization-matrix.table.ts',
        'tests/api/webhook-secret-rotation.api.test.ts',
        'tests/contract/webhook-repository.contract.ts',
        'src/ui/features/api-keys/rotate-webhook-secret.tsx',
        'src/ui/features/api-keys/testing/render-api-keys.tsx',
        'src/ui/features/api-keys/use-webhooks.ts',
        'src/ui/features/api-keys/webhooks-section.test.tsx',
        'src/ui/features/api-keys/webhooks-section.tsx',
        'src/ui/i18n/dashboard/api-keys.en.json',
        'src/ui/i18n/dashboard/api-keys.zh.json',
      ],
    },
    now: {
      note:
        "A call that needs no new storage, in today's tree: the contract entry (with its errors), the " +
        'use case and its handler, the authorization row, the hook and the component, the two word files, ' +
        'and the tests (API, component). A call that stores something new adds the port, both stores, ' +
        'their suite and a migration (5 more), as the example did.',
      files: [
        'src/adapters/http-contract/webhooks.ts',
        'src/application/server/webhooks.use-cases.ts',
        'src/adapters/server/api/routes/webhooks.routes.ts',
        'tests/api/authorization-matrix.table.ts',
        'src/ui/features/api-keys/use-webhooks.ts',
        'src/ui/features/api-keys/webhooks-section.tsx',
        'src/ui/i18n/dashboard/api-keys.en.json',
        'src/ui/i18n/dashboard/api-keys.zh.json',
        'tests/api/webhook-secret-rotation.api.test.ts',
        'src/ui/features/api-keys/webhooks-section.test.tsx',
      ],
    },
  },
  {
    name: 'a new credit kind',
    example: {
      note:
        'No kind was added after the first domain commit, so the example is the one change that went ' +
        'through the places a kind was named: "Closed lists once, part 2: credit kinds" (6f5b892), which ' +
        'made them read CREDIT_KINDS. Its product files that spelled the kinds out (not its tests, nor ' +
        'the recordOf helper it added) are where a new kind had to be written before it, besides the ones ' +
        'that still name every kind (the "now" list).',
      commits: ['6f5b892'],
      files: [
        'src/domain/credits/credit-kind.ts',
        'src/domain/credits/balances.ts',
        'src/domain/credits/reveals-left.ts',
        'src/domain/credits/refund.ts',
        'src/domain/audit/audit-fields.ts',
        'src/domain/companies/reveal-choice.ts',
        'src/adapters/http-contract/payment.ts',
        'src/adapters/server/api/routes/subscription-view.ts',
        'src/application/server/audit-trail.ts',
        'src/application/server/enrichment-jobs.use-cases.ts',
        'src/application/server/refund-order.use-case.ts',
        'src/ui/features/users/users-table.tsx',
        'src/ui/features/users/grant-credits-form.ts',
        'src/ui/features/home/reveal-credits-left.tsx',
      ],
      alsoBefore: [
        { new: 'src/adapters/server/persistence/migrations/0020-new-credit-kind.ts' },
        'src/adapters/server/persistence/migrations/migrate-to-latest.ts',
        'src/domain/plans/plan-catalogue.ts',
        'src/domain/plans/plan-names.ts',
        ...CREDIT_KIND_WORDS,
        'src/application/testing/in-memory-contacts.gateway.ts',
        'src/application/testing/in-memory-user-admin.gateway.ts',
      ],
    },
    now: {
      note:
        "In today's tree: the list and what each kind pays for (credit-kind.ts), the credits-left fields " +
        'if it shows there, a packet that sells it and its name, a migration widening the check constraint ' +
        '(a test holds it to the list) and its words in the six groups that name every kind (en and zh); ' +
        'everything else reads CREDIT_KINDS.',
      files: [
        'src/domain/credits/credit-kind.ts',
        'src/domain/credits/balances.ts',
        'src/domain/plans/plan-catalogue.ts',
        'src/domain/plans/plan-names.ts',
        { new: 'src/adapters/server/persistence/migrations/0022-new-credit-kind.ts' },
        'src/adapters/server/persistence/migrations/migrate-to-latest.ts',
        ...CREDIT_KIND_WORDS,
      ],
    },
  },
  {
    name: 'a new payment provider',
    example: {
      note:
        'Stripe Checkout, the first real provider (Nov 25): the files of the adapter commit (55c3e2f) that ' +
        'name Stripe, the provider contract suite and its runners (18cbe04), and the documentation ' +
        '(7e56a78: docs/payments.md, the README settings, docs/api.md).',
      commits: ['55c3e2f', '18cbe04', '7e56a78'],
      files: [
        'src/adapters/http-contract/orders.ts',
        'src/adapters/http-contract/payment.ts',
        'src/adapters/server/api/routing/register-routes.ts',
        'src/adapters/server/config/server-config.ts',
        'src/adapters/server/payments/stripe-payment-provider.ts',
        'src/adapters/server/persistence/migrations/0016-payment-providers.ts',
        'src/adapters/server/persistence/order-tables.ts',
        'src/adapters/server/persistence/order.rows.ts',
        'src/application/server/ports/payment-provider.port.ts',
        'src/composition/server/billing.area.ts',
        'src/domain/orders/order.ts',
        'src/application/server/place-order.use-case.test.ts',
        'src/adapters/server/payments/stripe-payment-provider.contract.test.ts',
        'src/adapters/server/payments/stripe-payment-provider.test.ts',
        'tests/contract/payment-provider.contract.ts',
        'tests/support/stripe-stand-in.ts',
        'docs/payments.md',
        'README.md',
        'docs/api.md',
      ],
    },
    now: {
      note:
        "In today's tree: the adapter, its name in the providers list (payment-providers.ts: the wire, " +
        'the config and the order rows read it), its settings, the binding that picks it, a migration ' +
        "widening the orders' provider constraint, its label in the orders page's words, the adapter's " +
        'tests (its own and the contract runner), and the documentation.',
      files: [
        { new: 'src/adapters/server/payments/new-payment-provider.ts' },
        'src/domain/orders/payment-providers.ts',
        'src/adapters/server/config/server-config.ts',
        'src/composition/server/billing.area.ts',
        { new: 'src/adapters/server/persistence/migrations/0022-new-payment-provider.ts' },
        'src/adapters/server/persistence/migrations/migrate-to-latest.ts',
        'src/ui/i18n/dashboard/orders.en.json',
        'src/ui/i18n/dashboard/orders.zh.json',
        { new: 'src/adapters/server/payments/new-payment-provider.test.ts' },
        { new: 'src/adapters/server/payments/new-payment-provider.contract.test.ts' },
        'docs/payments.md',
        'README.md',
      ],
    },
  },
]
