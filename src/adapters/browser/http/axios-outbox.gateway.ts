import type { AxiosInstance } from 'axios'
import { Schema } from 'effect'
import { type ApiCallFailed, isCallFailure } from '../../../application/browser/ports/api-call-failed.ts'
import type { LogPage } from '../../../application/browser/ports/log-page.ts'
import type { OutboxGateway, OutboxMail } from '../../../application/browser/ports/outbox.gateway.port.ts'
import { requestJson } from './request-json.ts'
import { IsoInstant, PageMeta } from './wire-schemas.ts'

const OutboxBody = Schema.Struct({
  data: Schema.Array(
    Schema.Struct({
      id: Schema.String,
      from: Schema.String,
      to: Schema.String,
      subject: Schema.String,
      sentAt: IsoInstant,
      text: Schema.String,
    }),
  ),
  meta: PageMeta,
})

/** OutboxGateway over the shared API client: GET /api/admin/outbox?page=. */
export class AxiosOutboxGateway implements OutboxGateway {
  constructor(private readonly client: AxiosInstance) {}

  async page(accessToken: string, page: number): Promise<LogPage<OutboxMail> | ApiCallFailed> {
    const body = await requestJson(
      this.client,
      accessToken,
      { method: 'GET', url: '/api/admin/outbox', params: { page } },
      OutboxBody,
    )
    return isCallFailure(body) ? body : { entries: body.data, ...body.meta }
  }
}
