import type { FastifyReply, FastifyRequest } from 'fastify'

/**
 * Slows password guessing and mass sign-ups at the provider's own pages, per client address
 * (RATE_LIMIT_LOGIN_PER_MINUTE), counted where the other limits are (Redis when REDIS_URL is set, so
 * every process shares one count: a guesser gains nothing from a second process). A sign-in that works
 * is given back, so a person who signs in and out all day, or a test suite, never meets it; every
 * sign-up counts, each one being a new account.
 */
export type SignInThrottle = {
  /**
   * Counts an attempt before the credentials are checked, in one step, so attempts sent together cannot
   * all get through. False: too many for now; the reply then carries Retry-After.
   */
  readonly attempt: (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>
  /** The sign-in worked: its attempt is given back. */
  readonly succeeded: (request: FastifyRequest) => Promise<void>
}

export const NO_THROTTLE: SignInThrottle = { attempt: async () => true, succeeded: async () => {} }
