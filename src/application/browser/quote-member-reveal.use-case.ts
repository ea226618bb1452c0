import type { RevealWant } from '../../domain/companies/reveal-choice.ts'
import type { GetAccessToken } from './get-access-token.use-case.ts'
import type { ContactsGateway } from './ports/contacts.gateway.port.ts'
import { asDashboardAnswer, memberProfileId } from './profile-call-failure.ts'
import { withAccessToken } from './with-access-token.ts'

/**
 * What revealing a member would cost now (PRODUCT.md: the cost is shown first): the free look-up of the
 * profile call, for the wanted parts. `cost` null: no credit can pay.
 */
export class QuoteMemberReveal {
  constructor(
    private readonly token: GetAccessToken,
    private readonly gateway: ContactsGateway,
  ) {}

  execute(input: { readonly key: string; readonly want: RevealWant }) {
    return withAccessToken(this.token, async (t) =>
      asDashboardAnswer(await this.gateway.lookUp(t, memberProfileId(input.key), input.want)),
    )
  }
}
