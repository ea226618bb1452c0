import type { AxiosInstance } from 'axios'
import { Schema } from 'effect'
import { type ApiCallFailed, isCallFailure } from '../../../application/browser/ports/api-call-failed.ts'
import type {
  CreditLogGateway,
  CreditLogLine,
} from '../../../application/browser/ports/credit-log.gateway.port.ts'
import type { LogPage } from '../../../application/browser/ports/log-page.ts'
import { CREDIT_KINDS } from '../../../domain/credits/credit-kind.ts'
import { PLAN_TYPES } from '../../../domain/plans/plan-type.ts'
import { requestJson } from './request-json.ts'
import { Count, IsoInstant, PageMeta } from './wire-schemas.ts'

const CreditLogBody = Schema.Struct({
  data: Schema.Array(
    Schema.Struct({
      id: Schema.String,
      kind: Schema.Literals(CREDIT_KINDS),
      quantity: Count,
      action: Schema.String,
      reference: Schema.NullOr(Schema.String),
      at: IsoInstant,
      planType: Schema.NullOr(Schema.Literals(PLAN_TYPES)),
    }),
  ),
  meta: PageMeta,
})

/** CreditLogGateway over the shared API client: GET /api/payment/credit-log?page=. */
export class AxiosCreditLogGateway implements CreditLogGateway {
  constructor(private readonly client: AxiosInstance) {}

  async page(accessToken: string, page: number): Promise<LogPage<CreditLogLine> | ApiCallFailed> {
    const body = await requestJson(
      this.client,
      accessToken,
      { method: 'GET', url: '/api/payment/credit-log', params: { page } },
      CreditLogBody,
    )
    return isCallFailure(body) ? body : { entries: body.data, ...body.meta }
  }
}
