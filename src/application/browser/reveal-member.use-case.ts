import type { RevealWant } from '../../domain/companies/reveal-choice.ts'
import type { GetAccessToken } from './get-access-token.use-case.ts'
import type { ContactsGateway } from './ports/contacts.gateway.port.ts'
import { asDashboardAnswer, memberProfileId } from './profile-call-failure.ts'
import { withAccessToken } from './with-access-token.ts'

/**
 * Pays for a member's wanted parts and answers what the user may now see: what no credit could pay
 * for stays masked (a partial reveal), what was paid before is shown again for free.
 */
export class RevealMember {
  constructor(
    private readonly token: GetAccessToken,
    private readonly gateway: ContactsGateway,
  ) {}

  execute(input: { readonly key: string; readonly want: RevealWant }) {
    return withAccessToken(this.token, async (t) =>
      asDashboardAnswer(await this.gateway.reveal(t, memberProfileId(input.key), input.want)),
    )
  }
}
