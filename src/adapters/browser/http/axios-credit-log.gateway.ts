import type { AxiosInstance } from 'axios'
import { type ApiCallFailed, isCallFailure } from '../../../application/browser/ports/api-call-failed.ts'
import type {
  CreditLogGateway,
  CreditLogLine,
} from '../../../application/browser/ports/credit-log.gateway.port.ts'
import type { LogPage } from '../../../application/browser/ports/log-page.ts'
import { creditLog } from '../../http-contract/payment.ts'
import { callApi } from './call-api.ts'

/** CreditLogGateway over the shared API client: GET /api/payment/credit-log?page=. */
export class AxiosCreditLogGateway implements CreditLogGateway {
  constructor(private readonly client: AxiosInstance) {}

  async page(accessToken: string, page: number): Promise<LogPage<CreditLogLine> | ApiCallFailed> {
    const body = await callApi(this.client, accessToken, creditLog, { query: { page: String(page) } })
    return isCallFailure(body) ? body : { entries: body.data, ...body.meta }
  }
}
