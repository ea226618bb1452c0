import type { FastifyRequest } from 'fastify'
import type { Caller } from '../../../../application/server/caller.ts'
import type { Authenticate } from '../routing/register-routes.ts'

/**
 * The same caller for every asker within one request: the per-user rate limit (a hook) and the route
 * both need it, and the token is verified, and the user recorded, once.
 */
export const authenticateOncePerRequest = (authenticate: Authenticate): Authenticate => {
  const callers = new WeakMap<FastifyRequest, Promise<Caller | null>>()
  return (request) => {
    const known = callers.get(request)
    if (known !== undefined) return known
    const caller = authenticate(request)
    callers.set(request, caller)
    return caller
  }
}
