import type { ServerResponse } from 'node:http'
import { normalizeIP } from '@fastify/rate-limit'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Caller } from '../../../application/server/caller.ts'
import { type Metrics, NO_METRICS } from '../../../application/server/ports/metrics.port.ts'
import type { RateCounter } from '../../../application/server/ports/rate-counter.port.ts'
import type { ApiLimits } from '../../../domain/plans/api-rate-limit.ts'
import { ERROR_CODES } from '../../http-contract/error-codes.ts'
import { NO_THROTTLE, type SignInThrottle } from '../identity/sign-in-throttle.ts'
import { MemoryRateCounter } from '../rate-limit/memory-rate-counter.ts'
import type { WindowCount } from './fixed-window-counter.ts'
import { ApiFailure } from './routing/api-failure.ts'
import type { Authenticate } from './routing/register-routes.ts'

/** Requests per minute; 0 turns a limit off. */
export type RateLimitSettings = {
  /** Calls to /api and /oidc per client address. */
  readonly perIp: number
  /** API calls per signed-in user (the verified token's subject). */
  readonly perUser: number
  /** Wrong passwords and sign-ups per client address at the provider's pages. */
  readonly signIn: number
}

/** Where the per-address, per-user and per-key counts live, and how many calls a key may make. */
export type SharedLimits = {
  /** Redis when REDIS_URL is set (shared by every process); else this process's memory. */
  readonly counter: RateCounter
  /**
   * A user's and their key's calls a minute (their plans capped by perUser, or the limit an admin set
   * for a CUSTOM plan); absent: perUser for both.
   */
  readonly limits?: (caller: Caller) => Promise<ApiLimits>
}

/** The code is the browser's (its error table tells it from the credits' CREDITS_EXCEEDED by it). */
export const RATE_LIMITED_MESSAGE = 'Too many requests, please wait a moment and try again'

const WINDOW_MS = 60_000
// Only the service's work is limited: pages and assets are files, and health checks must always answer.
const LIMITED_PREFIXES = ['/api/', '/oidc/']

/** The policies of the RateLimit fields: which limit a count is of. */
type Policy = 'address' | 'user' | 'key' | 'sign-in'

// On the raw response, so they also reach the provider's answers (it writes them itself). The current
// IETF draft's fields (draft-ietf-httpapi-ratelimit-headers-09/10: Structured Field items naming the
// policy, its quota q and window w, what is left r and the seconds until it ends t), then the earlier
// drafts' RateLimit-Limit/-Remaining/-Reset and X-RateLimit-* that existing clients read: all the same.
const show = (raw: ServerResponse, count: WindowCount, policy: Policy) => {
  raw.setHeader('ratelimit-policy', `"${policy}";q=${count.limit};w=${WINDOW_MS / 1000}`)
  raw.setHeader('ratelimit', `"${policy}";r=${count.remaining};t=${count.resetSeconds}`)
  raw.setHeader('ratelimit-limit', count.limit)
  raw.setHeader('ratelimit-remaining', count.remaining)
  raw.setHeader('ratelimit-reset', count.resetSeconds)
  raw.setHeader('x-ratelimit-limit', count.limit)
  raw.setHeader('x-ratelimit-remaining', count.remaining)
  raw.setHeader('x-ratelimit-reset', count.resetSeconds)
  if (!count.allowed) raw.setHeader('retry-after', count.resetSeconds)
}

// IPv6 clients are counted per /64, the block one household or server is usually given.
const addressOf = (request: FastifyRequest) => normalizeIP(request.ip)

/** A limit counted by the shared counter: `take(name)` for one request. */
const sharedCounter = (shared: RateCounter, kind: string, perMinute: number) =>
  perMinute === 0
    ? null
    : (name: string, limit = perMinute) => shared.take(`${kind}:${name}`, limit, WINDOW_MS)

/**
 * Per client address on every /api and /oidc call (onRequest, before any work), then per user on API
 * calls with a valid token or key (preHandler, keyed by the caller the route gets: `authenticate` must
 * be the per-request one, so a token is verified once), then per API key (its plan's limit); a limit an
 * admin set for a CUSTOM user replaces both (SharedLimits.limits). Each answers 429 RATE_LIMITED with
 * Retry-After; the RateLimit-* and X-RateLimit-* headers tell whichever has least left. Counts live in
 * the shared counter (Redis, or this process's memory), the sign-in throttle's too. Returns the throttle
 * of the provider's sign-in and sign-up forms.
 */
export const installRateLimits = (
  app: FastifyInstance,
  settings: RateLimitSettings,
  authenticate: Authenticate | undefined,
  shared: SharedLimits = { counter: new MemoryRateCounter() },
  metrics: Pick<Metrics, 'rateLimitRefused'> = NO_METRICS,
): SignInThrottle => {
  const shown = new WeakMap<FastifyRequest, WindowCount>()
  const apply = (request: FastifyRequest, raw: ServerResponse, count: WindowCount, policy: Policy) => {
    const before = shown.get(request)
    if (count.allowed && before !== undefined && before.remaining <= count.remaining) return
    shown.set(request, count)
    show(raw, count, policy)
    if (count.allowed) return
    metrics.rateLimitRefused(policy)
    throw new ApiFailure(429, ERROR_CODES.rateLimited, RATE_LIMITED_MESSAGE)
  }

  const perIp = sharedCounter(shared.counter, 'ip', settings.perIp)
  if (perIp !== null)
    app.addHook('onRequest', async (request, reply) => {
      if (LIMITED_PREFIXES.some((prefix) => request.url.startsWith(prefix)))
        apply(request, reply.raw, await perIp(addressOf(request)), 'address')
    })

  const perUser = authenticate === undefined ? null : sharedCounter(shared.counter, 'user', settings.perUser)
  const perKey = sharedCounter(shared.counter, 'key', settings.perUser)
  if (perUser !== null && authenticate !== undefined)
    app.addHook('preHandler', async (request, reply) => {
      if (!request.url.startsWith('/api/') || request.headers.authorization === undefined) return
      const caller = await authenticate(request)
      if (caller === null) return
      const limits = shared.limits === undefined ? null : await shared.limits(caller)
      apply(request, reply.raw, await perUser(caller.userId, limits?.perUser), 'user')
      if (caller.apiKey !== undefined && perKey !== null)
        apply(request, reply.raw, await perKey(caller.apiKey.id, limits?.perKey), 'key')
    })

  const signIn = sharedCounter(shared.counter, 'sign-in', settings.signIn)
  if (signIn === null) return NO_THROTTLE
  return {
    attempt: async (request, reply) => {
      const count = await signIn(addressOf(request))
      if (!count.allowed) {
        show(reply.raw, count, 'sign-in')
        metrics.rateLimitRefused('sign-in')
      }
      return count.allowed
    },
    succeeded: (request) =>
      shared.counter.giveBack(`sign-in:${addressOf(request)}`, settings.signIn, WINDOW_MS),
  }
}
