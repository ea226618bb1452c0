import { type InviteCodeRequired, requireInviteCode } from '../../domain/invitations/invite-code-input.ts'
import { type Fen, yuanToFen } from '../../domain/shared/money.ts'
import { isCallFailure } from './ports/api-call-failed.ts'
import type { Identity } from './ports/identity.port.ts'
import type { InviteCodeCheckApi, InviteCodeCheckFailed } from './ports/pricing.api.port.ts'
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
  | InviteCodeCheckFailed

/**
 * The purchase dialog's check of an invite code (GET /invitation/validate, signed-in users). An empty
 * box is the domain's InviteCodeRequired ('Please enter invitation code') and asks nothing.
 */
export class CheckInviteCode {
  constructor(
    private readonly identity: Identity,
    private readonly api: InviteCodeCheckApi,
  ) {}

  async execute(input: string): Promise<InviteCodeCheckResult> {
    const code = requireInviteCode(input)
    if (typeof code !== 'string') return code
    if (!(await this.identity.isSignedIn())) return { _tag: 'SignInRequired' }
    const check = await this.api.validateInviteCode({ query: { code } })
    if (isCallFailure(check)) return check
    // The invitation contract answers yuan (its schema is Yuan, not YuanAsFen): fen from here on.
    return check.valid
      ? { _tag: 'InviteCodeValid', inviteCode: check.inviteCode, discount: yuanToFen(check.discountAmount) }
      : { _tag: 'InviteCodeInvalid', inviteCode: code }
  }
}
