import type { SignInFailure } from './ports/sign-in-failure.ts'

export type SessionExpiredListener = (failure: SignInFailure) => void

/**
 * Raised when a signed-in user's access token cannot be obtained (SPEC §4, §8): whatever asked for the
 * token gets the failure, and whoever shows the 'Authentication expired' dialog hears about it here.
 */
export class SessionExpiredSignal {
  private readonly listeners = new Set<SessionExpiredListener>()

  subscribe(listener: SessionExpiredListener): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  raise(failure: SignInFailure): void {
    for (const listener of [...this.listeners]) listener(failure)
  }
}
