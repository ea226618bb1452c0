import type { ProfileId } from '../../domain/profiles/profile-id.ts'
import type { GetAccessToken } from './get-access-token.use-case.ts'
import type { ContactsFailure, ContactsGateway, ProfileContacts } from './ports/contacts.gateway.port.ts'
import { isSignInFailure, type SignInFailure } from './ports/sign-in-failure.ts'

/**
 * Pays for a person's emails and phones and shows them (SPEC §4: masked until the reveal button is
 * pressed). The service decides the charge: a person revealed before is free, one with nothing costs
 * nothing, and with credits for one part only the other stays masked (PRODUCT.md).
 */
export class RevealProfileContacts {
  constructor(
    private readonly getAccessToken: GetAccessToken,
    private readonly gateway: ContactsGateway,
  ) {}

  async execute(profileId: ProfileId): Promise<ProfileContacts | ContactsFailure | SignInFailure> {
    const token = await this.getAccessToken.execute()
    if (isSignInFailure(token)) return token
    return this.gateway.reveal(token, profileId)
  }
}
