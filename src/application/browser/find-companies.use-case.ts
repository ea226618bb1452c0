import type { CompanyQuery } from '../../domain/companies/company-query.ts'
import type { GetAccessToken } from './get-access-token.use-case.ts'
import type { CompaniesGateway } from './ports/companies.gateway.port.ts'
import { withAccessToken } from './with-access-token.ts'

/** The company autocomplete (SPEC §5): companies by name or by domain, at most 10, free. */
export class FindCompanies {
  constructor(
    private readonly token: GetAccessToken,
    private readonly gateway: CompaniesGateway,
  ) {}

  execute(query: CompanyQuery) {
    return withAccessToken(this.token, (t) => this.gateway.searchCompanies(t, query))
  }
}
