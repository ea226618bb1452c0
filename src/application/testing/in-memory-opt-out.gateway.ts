import { normaliseOptOutEmail } from '../../domain/opt-out/opt-out-email.ts'
import { OPT_OUT_CODES } from '../../domain/opt-out/opt-out-failures.ts'
import { maskEmail, removalRoute } from '../../domain/opt-out/removal-route.ts'
import { normaliseRelationship } from '../../domain/opt-out/requester-relationship.ts'
import { OPT_OUT_TOKEN_LIFETIME_MS } from '../../domain/opt-out/token-expiry.ts'
import { parseProfileLink } from '../../domain/profiles/profile-link.ts'
import { type ApiCallFailed, apiCallFailed } from '../browser/ports/api-call-failed.ts'
import type {
  OptOutGateway,
  RemovalConfirmed,
  RemovalRequest,
  RemovalRequested,
} from '../browser/ports/opt-out.gateway.port.ts'

type Issued = { readonly request: RemovalRequest; readonly to: string; state: 'pending' | 'used' | 'expired' }

/**
 * OptOutGateway in memory, refusing as the service does (its codes). `held` is the data's addresses by
 * profile id: a request for one of them "mails" a token to that address (read with `tokenFor`); any
 * other waits for review. `expire` ages a token past its day; `failNext` fails the next call.
 */
export class InMemoryOptOutGateway implements OptOutGateway {
  readonly requests: RemovalRequest[] = []
  private readonly issued = new Map<string, Issued>()
  private readonly failures: ApiCallFailed[] = []

  constructor(
    private readonly now: () => number = Date.now,
    private readonly held: ReadonlyMap<string, string> = new Map(),
  ) {}

  async request(input: RemovalRequest): Promise<RemovalRequested | ApiCallFailed> {
    const failure = this.failures.shift()
    if (failure !== undefined) return failure
    if (typeof parseProfileLink(input.profileLink) !== 'string')
      return apiCallFailed(400, { code: OPT_OUT_CODES.profileLink, message: 'not a profile link' })
    const profileId = parseProfileLink(input.profileLink)
    const email = normaliseOptOutEmail(input.email)
    if (typeof email !== 'string')
      return apiCallFailed(400, { code: OPT_OUT_CODES.email, message: 'not an address' })
    if (typeof normaliseRelationship(input.relationship) !== 'string')
      return apiCallFailed(400, { code: OPT_OUT_CODES.relationship, message: 'say what you are to them' })
    this.requests.push(input)
    const heldAddress = typeof profileId === 'string' ? this.held.get(profileId) : undefined
    const route = removalRoute(heldAddress === undefined ? [] : [heldAddress])
    if (route._tag === 'AdminReview') return { route: 'review' }
    // 43 link-safe characters, like the service's tokens.
    const token = `${String(this.requests.length).padStart(3, '0')}${'t'.repeat(40)}`
    this.issued.set(token, { request: { ...input, email }, to: route.to, state: 'pending' })
    return {
      route: 'mailed',
      sentTo: maskEmail(route.to),
      expiresAt: new Date(this.now() + OPT_OUT_TOKEN_LIFETIME_MS).toISOString(),
    }
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

  /** The token of the latest confirmation mailed to `email` (an address the data holds). */
  tokenFor(email: string): string | undefined {
    const wanted = email.trim().toLowerCase()
    return [...this.issued.entries()].reverse().find(([, i]) => i.to === wanted)?.[0]
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
