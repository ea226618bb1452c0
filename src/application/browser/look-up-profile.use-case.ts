import type { ProfileId } from '../../domain/profiles/profile-id.ts'
import type { GetAccessToken } from './get-access-token.use-case.ts'
import type { ContactsFailure, ContactsGateway, ProfileContacts } from './ports/contacts.gateway.port.ts'
import { isSignInFailure, type SignInFailure } from './ports/sign-in-failure.ts'

/**
 * A signed-in user's first look at a person (SPEC §3 Profile): who it is, the contacts masked, and what
 * revealing them would cost, so the cost is shown before paying (PRODUCT.md). Charges nothing.
 */
export class LookUpProfile {
  constructor(
    private readonly getAccessToken: GetAccessToken,
    private readonly gateway: ContactsGateway,
  ) {}

  async execute(profileId: ProfileId): Promise<ProfileContacts | ContactsFailure | SignInFailure> {
    const token = await this.getAccessToken.execute()
    if (isSignInFailure(token)) return token
    return this.gateway.lookUp(token, profileId)
  }
}
