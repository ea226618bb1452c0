import type { Identity, SignedOut } from './ports/identity.port.ts'

export class SignOut {
  constructor(private readonly identity: Identity) {}

  /** The tokens are gone afterwards; the page may be on its way to the provider's end-session page. */
  execute(): Promise<SignedOut> {
    return this.identity.signOut()
  }
}
