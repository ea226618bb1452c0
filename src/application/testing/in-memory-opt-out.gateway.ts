import { normaliseOptOutEmail } from '../../domain/opt-out/opt-out-email.ts'
import { OPT_OUT_CODES } from '../../domain/opt-out/opt-out-failures.ts'
import { OPT_OUT_TOKEN_LIFETIME_MS } from '../../domain/opt-out/token-expiry.ts'
import { parseProfileLink } from '../../domain/profiles/profile-link.ts'
import { type ApiCallFailed, apiCallFailed } from '../browser/ports/api-call-failed.ts'
import type {
  OptOutGateway,
  RemovalConfirmed,
  RemovalRequest,
  RemovalRequested,
} from '../browser/ports/opt-out.gateway.port.ts'

type Issued = { readonly request: RemovalRequest; state: 'pending' | 'used' | 'expired' }

/**
 * OptOutGateway in memory, refusing as the service does (its codes). Each request "mails" a token
 * tests read with `tokenFor`; `expire` ages one past its day; `failNext` fails the next call.
 */
export class InMemoryOptOutGateway implements OptOutGateway {
  readonly requests: RemovalRequest[] = []
  private readonly issued = new Map<string, Issued>()
  private readonly failures: ApiCallFailed[] = []

  constructor(private readonly now: () => number = Date.now) {}

  async request(input: RemovalRequest): Promise<RemovalRequested | ApiCallFailed> {
    const failure = this.failures.shift()
    if (failure !== undefined) return failure
    if (typeof parseProfileLink(input.profileLink) !== 'string')
      return apiCallFailed(400, { code: OPT_OUT_CODES.profileLink, message: 'not a profile link' })
    const email = normaliseOptOutEmail(input.email)
    if (typeof email !== 'string')
      return apiCallFailed(400, { code: OPT_OUT_CODES.email, message: 'not an address' })
    this.requests.push(input)
    // 43 link-safe characters, like the service's tokens.
    const token = `${String(this.requests.length).padStart(3, '0')}${'t'.repeat(40)}`
    this.issued.set(token, { request: { ...input, email }, state: 'pending' })
    return { expiresAt: new Date(this.now() + OPT_OUT_TOKEN_LIFETIME_MS).toISOString() }
  }

  async confirm(token: string): Promise<RemovalConfirmed | ApiCallFailed> {
    const failure = this.failures.shift()
    if (failure !== undefined) return failure
    const issued = this.issued.get(token)
    if (issued === undefined)
      return apiCallFailed(404, { code: OPT_OUT_CODES.tokenUnknown, message: 'not valid' })
    if (issued.state === 'used') return apiCallFailed(409, { code: OPT_OUT_CODES.tokenUsed, message: 'used' })
    if (issued.state === 'expired')
      return apiCallFailed(410, { code: OPT_OUT_CODES.tokenExpired, message: 'expired' })
    issued.state = 'used'
    return { confirmed: true }
  }

  /** The token of the latest request whose confirmation went to `email`. */
  tokenFor(email: string): string | undefined {
    const wanted = email.trim().toLowerCase()
    return [...this.issued.entries()].reverse().find(([, i]) => i.request.email === wanted)?.[0]
  }

  expire(token: string): this {
    const issued = this.issued.get(token)
    if (issued !== undefined) issued.state = 'expired'
    return this
  }

  failNext(status: ApiCallFailed['status'], details: { code?: string; message?: string } = {}): this {
    this.failures.push(apiCallFailed(status, details))
    return this
  }
}
