import type { FastifyInstance } from 'fastify'

/**
 * Every /api answer that does not say its own caching rule is `Cache-Control: no-store` (issue 29 §10,
 * OWASP ASVS V8.2.1): most hold something of one user's (a new API key whole, webhook signing secrets,
 * revealed contacts, orders), and a rule per call would be one more thing a new call could forget. A
 * public answer meant to be kept sets its own (the client configuration: `public, max-age=300`).
 */
export const installNoStoreDefault = (app: FastifyInstance) => {
  // A callback hook, not an async one: it runs on every request (the per-request floor, issue 25).
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store')
    done(null, payload)
  })
}
