import type { Container } from 'inversify'
import type { CompaniesApi, PlanFeaturesApi } from '../../application/browser/ports/companies.api.port.ts'
import { token } from '../token.ts'
import { bindContractApi } from './contract-api.ts'

/**
 * The company search: autocomplete, members pages, the member reveal (the profile calls with `want`)
 * and the export, all calls of the contacts module; and the plan's features, which unlock the export.
 */
export const CompaniesTokens = {
  CompaniesApi: token<CompaniesApi>('CompaniesApi'),
  PlanFeaturesApi: token<PlanFeaturesApi>('PlanFeaturesApi'),
} as const

export const bindCompaniesArea = (container: Container): void => {
  bindContractApi(
    container,
    CompaniesTokens.CompaniesApi,
    () => import('../../adapters/http-contract/contacts.ts'),
  )
  bindContractApi(container, CompaniesTokens.PlanFeaturesApi, () =>
    import('../../adapters/http-contract/payment.ts').then((payment) => ({
      subscriptionOverview: payment.subscriptionOverview,
    })),
  )
}
