import type { AxiosInstance } from 'axios'
import { Schema } from 'effect'
import { type ApiCallFailed, isCallFailure } from '../../../application/browser/ports/api-call-failed.ts'
import type { LogPage } from '../../../application/browser/ports/log-page.ts'
import type {
  SearchLogEntry,
  SearchLogGateway,
} from '../../../application/browser/ports/search-log.gateway.port.ts'
import { requestJson } from './request-json.ts'
import { IsoInstant, PageMeta } from './wire-schemas.ts'

const HistoryBody = Schema.Struct({
  data: Schema.Array(
    Schema.Struct({
      id: Schema.String,
      apiName: Schema.String,
      requestParams: Schema.Record(Schema.String, Schema.Union([Schema.String, Schema.Number])),
      createdAt: IsoInstant,
      user: Schema.Struct({ id: Schema.String, username: Schema.String }),
    }),
  ),
  meta: PageMeta,
})

/** SearchLogGateway over the shared API client: GET /api/contact/history?page=. */
export class AxiosSearchLogGateway implements SearchLogGateway {
  constructor(private readonly client: AxiosInstance) {}

  async page(accessToken: string, page: number): Promise<LogPage<SearchLogEntry> | ApiCallFailed> {
    const body = await requestJson(
      this.client,
      accessToken,
      { method: 'GET', url: '/api/contact/history', params: { page } },
      HistoryBody,
    )
    return isCallFailure(body) ? body : { entries: body.data, ...body.meta }
  }
}
