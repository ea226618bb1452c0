import type { GetAccessToken } from './get-access-token.use-case.ts'
import type { CompaniesGateway, MembersRequest } from './ports/companies.gateway.port.ts'
import { withAccessToken } from './with-access-token.ts'

/**
 * One page of a company's decision makers and other members, masked. The service charges one search
 * (or free) credit the first time, nothing again within 30 days, nothing for an empty page.
 */
export class ViewMembersPage {
  constructor(
    private readonly token: GetAccessToken,
    private readonly gateway: CompaniesGateway,
  ) {}

  execute(request: MembersRequest) {
    return withAccessToken(this.token, (t) => this.gateway.membersPage(t, request))
  }
}
