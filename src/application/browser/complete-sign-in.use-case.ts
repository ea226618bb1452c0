import { safeReturnPath } from '../../domain/identity/sign-in-rules.ts'
import type { Identity, SignedIn } from './ports/identity.port.ts'
import type { SignInFailure } from './ports/sign-in-failure.ts'

/**
 * Handles the provider's return to /callback. A callback address is exchanged once: asking again for the
 * same address (React StrictMode runs effects twice; a double render) gets the first answer, not a second
 * exchange that would find its session already consumed.
 */
export class CompleteSignIn {
  private readonly handled = new Map<string, Promise<SignedIn | SignInFailure>>()

  constructor(private readonly identity: Identity) {}

  execute(callbackUrl: string): Promise<SignedIn | SignInFailure> {
    let result = this.handled.get(callbackUrl)
    if (result === undefined) {
      result = this.identity
        .handleCallback(callbackUrl)
        .then((outcome) =>
          outcome._tag === 'SignedIn'
            ? { _tag: 'SignedIn', returnTo: safeReturnPath(outcome.returnTo) }
            : outcome,
        )
      this.handled.set(callbackUrl, result)
    }
    return result
  }
}
