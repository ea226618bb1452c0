import type { GetAccessToken } from './get-access-token.use-case.ts'
import type { CompaniesGateway, ExportScope } from './ports/companies.gateway.port.ts'
import { withAccessToken } from './with-access-token.ts'

/** The CSV of the contacts the user revealed (one company's, or all), for plans that include it. */
export class DownloadRevealedContacts {
  constructor(
    private readonly token: GetAccessToken,
    private readonly gateway: CompaniesGateway,
  ) {}

  execute(scope: ExportScope) {
    return withAccessToken(this.token, (t) => this.gateway.exportContacts(t, scope))
  }
}
