import type { AxiosInstance } from 'axios'
import { Schema } from 'effect'
import type { ApiCallFailed } from '../../../application/browser/ports/api-call-failed.ts'
import type {
  OptOutGateway,
  RemovalConfirmed,
  RemovalRequest,
  RemovalRequested,
} from '../../../application/browser/ports/opt-out.gateway.port.ts'
import { requestJson } from './request-json.ts'
import { IsoInstant } from './wire-schemas.ts'

const Requested = Schema.Struct({ expiresAt: IsoInstant })
const Confirmed = Schema.Struct({ confirmed: Schema.Literal(true) })

/** OptOutGateway over the shared API client: public calls, sent without a token. */
export class AxiosOptOutGateway implements OptOutGateway {
  constructor(private readonly client: AxiosInstance) {}

  request(input: RemovalRequest): Promise<RemovalRequested | ApiCallFailed> {
    return requestJson(this.client, null, { method: 'POST', url: '/api/opt-out', data: input }, Requested)
  }

  confirm(token: string): Promise<RemovalConfirmed | ApiCallFailed> {
    return requestJson(
      this.client,
      null,
      { method: 'POST', url: '/api/opt-out/confirm', data: { token } },
      Confirmed,
    )
  }
}
