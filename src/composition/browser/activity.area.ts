import type { Container } from 'inversify'
import type { CreditLogApi, SearchLogApi } from '../../application/browser/ports/activity.api.port.ts'
import { token } from '../token.ts'
import { bindContractApi } from './contract-api.ts'

/** The user's logs: the search log and the itemised credit log. */
export const ActivityTokens = {
  SearchLogApi: token<SearchLogApi>('SearchLogApi'),
  CreditLogApi: token<CreditLogApi>('CreditLogApi'),
} as const

// Each log is one call of a larger contract module: only that call is named, so the token's type and
// what is bound say the same.
export const bindActivityArea = (container: Container): void => {
  bindContractApi(container, ActivityTokens.SearchLogApi, () =>
    import('../../adapters/http-contract/contacts.ts').then(({ searchHistory }) => ({ searchHistory })),
  )
  bindContractApi(container, ActivityTokens.CreditLogApi, () =>
    import('../../adapters/http-contract/payment.ts').then(({ creditLog }) => ({ creditLog })),
  )
}
