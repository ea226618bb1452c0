import type { SignedInUser } from '../../domain/identity/signed-in-user.ts'
import type { Identity } from './ports/identity.port.ts'

export class GetCurrentUser {
  constructor(private readonly identity: Identity) {}

  /** Who is signed in on this device, from the stored ID token; null for an anonymous visitor. */
  execute(): Promise<SignedInUser | null> {
    return this.identity.currentUser()
  }
}
