// Test support: what the API fuzzer starts from: a valid call of every route (the authorization
// matrix's fixtures, run once for one user) and tokens that pass and tokens that must be refused.
import { ServerTokens as T } from '../../src/composition/tokens.ts'
import { MATRIX } from '../api/authorization-matrix.table.ts'
import type { FuzzPool, FuzzTarget } from './api-fuzz.requests.ts'
import { snapshotData } from './data-snapshot.ts'
import type { SeededApi, Subject } from './seeded-api.ts'

const FUZZ_USER: Subject = { user: 'fuzz-user' }
const FUZZ_ADMIN: Subject = { user: 'fuzz-admin', admin: true }

/** Valid calls of every route (from the authorization matrix's fixtures) and a range of tokens. */
export const preparePool = async ({ api, world, seed }: SeededApi): Promise<FuzzPool> => {
  const routes = await api.container.getAsync(T.ApiRoutes)
  // A snapshot that saw no tables would find every refusal harmless.
  const tables = Object.keys(await snapshotData(api))
  if (!['users', 'subscriptions', 'invitations', 'orders'].every((t) => tables.includes(t)))
    throw new Error(`the data snapshot sees only ${tables.join(', ') || 'no tables'}`)
  await Promise.all([seed.user(FUZZ_USER), seed.user(FUZZ_ADMIN), seed.user({ user: 'fuzz-other' })])
  const targets: FuzzTarget[] = []
  for (const route of routes) {
    const row = MATRIX[`${route.method} ${route.path}`]
    // A route the matrix does not know yet is still fuzzed, starting from a bare call of its path.
    const valid = (await row?.request({ api, world, seed, owner: FUZZ_USER })) ?? { url: route.path }
    targets.push({
      method: route.method,
      path: route.path,
      params: paramsOf(route.path, valid.url),
      query: valid.query ?? {},
      body: valid.body,
    })
  }
  const token = (subject: string, options = {}) => api.token(subject, options)
  return {
    targets,
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
