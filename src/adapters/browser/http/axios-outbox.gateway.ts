import type { AxiosInstance } from 'axios'
import { type ApiCallFailed, isCallFailure } from '../../../application/browser/ports/api-call-failed.ts'
import type { LogPage } from '../../../application/browser/ports/log-page.ts'
import type { OutboxGateway, OutboxMail } from '../../../application/browser/ports/outbox.gateway.port.ts'
import { outbox } from '../../http-contract/admin.ts'
import { callApi } from './call-api.ts'

/** OutboxGateway over the shared API client: GET /api/admin/outbox?page=. */
export class AxiosOutboxGateway implements OutboxGateway {
  constructor(private readonly client: AxiosInstance) {}

  async page(accessToken: string, page: number): Promise<LogPage<OutboxMail> | ApiCallFailed> {
    const body = await callApi(this.client, accessToken, outbox, { query: { page: String(page) } })
    return isCallFailure(body) ? body : { entries: body.data, ...body.meta }
  }
}
