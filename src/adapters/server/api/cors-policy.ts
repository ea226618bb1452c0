import fastifyCors from '@fastify/cors'
import type { FastifyInstance } from 'fastify'

/** The rate-limit headers a script on an allowed origin may read (CORS hides all but a few). */
export const EXPOSED_HEADERS = [
  'ratelimit-policy',
  'ratelimit',
  'ratelimit-limit',
  'ratelimit-remaining',
  'ratelimit-reset',
  'idempotent-replayed',
  'x-ratelimit-limit',
  'x-ratelimit-remaining',
  'x-ratelimit-reset',
  'retry-after',
]

/**
 * CORS for the service's own answers: pages on the allowed origins (PUBLIC_URL's, the extension's,
 * CORS_ORIGINS) may call them; any other origin gets no CORS header, so its browser refuses to hand the
 * answer over. The request itself is still served: same-origin pages need no CORS header, calls without
 * an Origin (servers, curl, the extension's host-permitted fetches) are not browsers' cross-origin calls,
 * and the bearer token, not the origin, decides what a call may do. No cookies are honoured across
 * origins (credentials stay off).
 */
export const installCorsPolicy = async (app: FastifyInstance, allowedOrigins: readonly string[]) => {
  const allowed = new Set(allowedOrigins)
  // Fixed options with an origin test, not a per-request delegator: @fastify/cors normalises a
  // delegator's options on every request, a twentieth of an API call's time (docs/performance.md).
  await app.register(fastifyCors, {
    hook: 'onRequest',
    // false: no CORS header at all (but Vary), and a preflight from elsewhere is an ordinary 404.
    origin: (origin, done) => done(null, origin !== undefined && allowed.has(origin)),
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['authorization', 'content-type', 'accept', 'accept-language', 'idempotency-key'],
    exposedHeaders: EXPOSED_HEADERS,
    credentials: false,
    maxAge: 600,
  })
}

/**
 * Route options that leave CORS to the route itself. The embedded provider answers CORS per client
 * (clientBasedCORS in oidc-provider-config.ts: the web client's own origin, the extension's origin for
 * the extension client, and `*` where the protocol says so: discovery, the key set); a second answer
 * from here would contradict it.
 */
export const PROVIDER_ANSWERS_CORS = { config: { cors: false } } as const
