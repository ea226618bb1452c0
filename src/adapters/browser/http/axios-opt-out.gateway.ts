import type { AxiosInstance } from 'axios'
import type { ApiCallFailed } from '../../../application/browser/ports/api-call-failed.ts'
import type {
  OptOutGateway,
  RemovalConfirmed,
  RemovalRequest,
  RemovalRequested,
} from '../../../application/browser/ports/opt-out.gateway.port.ts'
import { confirmOptOut, requestOptOut } from '../../http-contract/opt-out.ts'
import { callApi } from './call-api.ts'

/** OptOutGateway over the shared API client: public calls, sent without a token. */
export class AxiosOptOutGateway implements OptOutGateway {
  constructor(private readonly client: AxiosInstance) {}

  request(input: RemovalRequest): Promise<RemovalRequested | ApiCallFailed> {
    return callApi(this.client, null, requestOptOut, { body: input })
  }

  confirm(token: string): Promise<RemovalConfirmed | ApiCallFailed> {
    return callApi(this.client, null, confirmOptOut, { body: { token } })
  }
}
