import type { GetAccessToken } from './get-access-token.use-case.ts'
import type { CompaniesGateway } from './ports/companies.gateway.port.ts'
import { withAccessToken } from './with-access-token.ts'

/** Whether the user's plan includes the CSV export (PRODUCT.md: the Pro plans and packets). */
export class GetExportEntitlement {
  constructor(
    private readonly token: GetAccessToken,
    private readonly gateway: CompaniesGateway,
  ) {}

  execute() {
    return withAccessToken(this.token, (t) => this.gateway.exportEntitlement(t))
  }
}
