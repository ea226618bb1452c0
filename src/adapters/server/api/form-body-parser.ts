import type { FastifyInstance } from 'fastify'

/**
 * HTML forms post `application/x-www-form-urlencoded` (the sandbox checkout's Pay and Cancel buttons
 * do): parsed into a flat object of strings, so a route decodes it with the same Schema as JSON. A
 * repeated field keeps its last value. Fastify's body limit applies as for JSON.
 */
export const acceptFormBodies = (app: FastifyInstance): void => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(
        null,
        Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))),
      )
    },
  )
}
