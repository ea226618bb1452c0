import { type InviteCodeRequired, requireInviteCode } from '../../domain/invitations/invite-code-input.ts'
import type { Fen } from '../../domain/shared/money.ts'
import type { GetAccessToken } from './get-access-token.use-case.ts'
import type { BillingCallFailed, BillingGateway } from './ports/billing.gateway.port.ts'
import type { Identity } from './ports/identity.port.ts'
import type { SignInRequired, TokenUnavailable } from './purchase-plan.use-case.ts'

export type InviteCodeValid = {
  readonly _tag: 'InviteCodeValid'
  readonly inviteCode: string
  readonly discount: Fen
}
export type InviteCodeInvalid = { readonly _tag: 'InviteCodeInvalid'; readonly inviteCode: string }

export type InviteCodeCheckResult =
  | InviteCodeValid
  | InviteCodeInvalid
  | InviteCodeRequired
  | SignInRequired
  | TokenUnavailable
  | BillingCallFailed

/**
 * The purchase dialog's check of an invite code (GET /invitation/validate, signed-in users). An empty
 * box is the domain's InviteCodeRequired ('Please enter invitation code') and asks nothing.
 */
export class CheckInviteCode {
  constructor(
    private readonly identity: Identity,
    private readonly getAccessToken: GetAccessToken,
    private readonly gateway: BillingGateway,
  ) {}

  async execute(input: string): Promise<InviteCodeCheckResult> {
    const code = requireInviteCode(input)
    if (typeof code !== 'string') return code
    if (!(await this.identity.isSignedIn())) return { _tag: 'SignInRequired' }
    const token = await this.getAccessToken.execute()
    if (typeof token !== 'string') return { _tag: 'TokenUnavailable' }
    const check = await this.gateway.checkInviteCode(token, code)
    if ('_tag' in check) return check
    return check.valid
      ? { _tag: 'InviteCodeValid', inviteCode: check.inviteCode, discount: check.discount }
      : { _tag: 'InviteCodeInvalid', inviteCode: code }
  }
}
