import type { AxiosInstance } from 'axios'
import { type ApiCallFailed, isCallFailure } from '../../../application/browser/ports/api-call-failed.ts'
import type { LogPage } from '../../../application/browser/ports/log-page.ts'
import type {
  SearchLogEntry,
  SearchLogGateway,
} from '../../../application/browser/ports/search-log.gateway.port.ts'
import { searchHistory } from '../../http-contract/contacts.ts'
import { callApi } from './call-api.ts'

/** SearchLogGateway over the shared API client: GET /api/contact/history?page=. */
export class AxiosSearchLogGateway implements SearchLogGateway {
  constructor(private readonly client: AxiosInstance) {}

  async page(accessToken: string, page: number): Promise<LogPage<SearchLogEntry> | ApiCallFailed> {
    const body = await callApi(this.client, accessToken, searchHistory, { query: { page: String(page) } })
    return isCallFailure(body) ? body : { entries: body.data, ...body.meta }
  }
}
