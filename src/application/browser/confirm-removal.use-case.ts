import type { ApiCallFailed } from './ports/api-call-failed.ts'
import type { OptOutGateway, RemovalConfirmed } from './ports/opt-out.gateway.port.ts'

/**
 * The confirmation page's button: posts the link's token. The service judges it (unknown, used,
 * expired), so a link cut short by a mail program gets the same answer as any unknown one.
 */
export class ConfirmRemoval {
  constructor(private readonly gateway: OptOutGateway) {}

  execute(token: string): Promise<RemovalConfirmed | ApiCallFailed> {
    return this.gateway.confirm(token.trim())
  }
}
