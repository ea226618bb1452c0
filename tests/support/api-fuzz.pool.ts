// Test support: what the API fuzzer starts from: every operation of the OpenAPI document the service
// serves, each from a valid call (the authorization matrix's fixtures, run once for one user), tokens
// that pass and tokens that must be refused, and the statuses the document allows each request.
import { MATRIX } from '../api/authorization-matrix.table.ts'
import type { FuzzPool, FuzzTarget } from './api-fuzz.requests.ts'
import { documentedStatuses } from './api-fuzz.statuses.ts'
import { snapshotData } from './data-snapshot.ts'
import type { SeededApi, Subject } from './seeded-api.ts'

const FUZZ_USER: Subject = { user: 'fuzz-user' }
const FUZZ_ADMIN: Subject = { user: 'fuzz-admin', admin: true }

/** `/api/invitation/{id}` (the document's) → `/api/invitation/:id` (the route table's, the matrix's key). */
const routePath = (template: string) => template.replace(/\{(\w+)\}/g, ':$1')

/** Valid calls of every operation of the served document (the matrix's fixtures) and a range of tokens. */
export const preparePool = async ({ api, world, seed }: SeededApi): Promise<FuzzPool> => {
  const document = (await api.app.inject({ url: '/api/openapi.json' })).json()
  const operations = Object.entries(document.paths as Record<string, Record<string, unknown>>).flatMap(
    ([template, methods]) =>
      Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path: routePath(template) })),
  )
  // A snapshot that saw no tables would find every refusal harmless.
  const tables = Object.keys(await snapshotData(api))
  if (!['users', 'subscriptions', 'invitations', 'orders'].every((t) => tables.includes(t)))
    throw new Error(`the data snapshot sees only ${tables.join(', ') || 'no tables'}`)
  await Promise.all([seed.user(FUZZ_USER), seed.user(FUZZ_ADMIN), seed.user({ user: 'fuzz-other' })])
  const targets: FuzzTarget[] = []
  for (const operation of operations) {
    const row = MATRIX[`${operation.method} ${operation.path}`]
    // An operation the matrix does not know yet is still fuzzed, starting from a bare call of its path.
    const valid = (await row?.request({ api, world, seed, owner: FUZZ_USER })) ?? { url: operation.path }
    targets.push({
      method: operation.method,
      path: operation.path,
      params: paramsOf(operation.path, valid.url),
      query: valid.query ?? {},
      body: valid.body,
    })
  }
  const token = (subject: string, options = {}) => api.token(subject, options)
  return {
    targets,
    documented: documentedStatuses(document),
    tokens: {
      user: await token(FUZZ_USER.user),
      admin: await token(FUZZ_ADMIN.user, { roles: ['admin'] }),
      other: await token('fuzz-other'),
      expired: await token(FUZZ_ADMIN.user, { roles: ['admin'], expiresIn: -3600 }),
      forged: await token(FUZZ_ADMIN.user, { roles: ['admin'], forged: true }),
      audience: await token(FUZZ_ADMIN.user, { roles: ['admin'], audience: 'urn:other' }),
    },
  }
}

/** `/api/invitation/:id` and `/api/invitation/abc` → `{ id: 'abc' }`. */
const paramsOf = (path: string, url: string): Record<string, string> => {
  const values = url.split('/')
  return Object.fromEntries(
    path
      .split('/')
      .map((segment, i) => [segment, values[i] ?? ''] as const)
      .filter(([segment]) => segment.startsWith(':'))
      .map(([segment, value]) => [segment.slice(1), decodeURIComponent(value)]),
  )
}
