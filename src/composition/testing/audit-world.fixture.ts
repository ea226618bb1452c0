// Test support, not product code: admin actions made through the real calls, so the audit log holds what
// an administrator (and the sign-in provider) really did.
import { type AccessTokenSource, contractClient } from '../../adapters/browser/http/contract-client.ts'
import { injectTransport } from '../../adapters/browser/http/inject-transport.ts'
import * as AdminCalls from '../../adapters/http-contract/admin.ts'
import * as InvitationCalls from '../../adapters/http-contract/invitation.ts'
import * as UserCalls from '../../adapters/http-contract/user.ts'
import { yuanToFen } from '../../domain/shared/money.ts'
import type { InProcessApi } from './in-process-api.fixture.ts'
import { must } from './must.fixture.ts'

/** The calls an administrator makes, as `admin` (a user id the test issuer signs for) named `username`. */
export const adminActions = (api: InProcessApi, admin: string, username = admin) => {
  const token: AccessTokenSource = () =>
    api.token(admin, { roles: ['admin'], claims: { preferred_username: username } })
  const invitations = contractClient(InvitationCalls, injectTransport(api.app), token)
  const users = contractClient(AdminCalls, injectTransport(api.app), token)
  return {
    createInvitation: async (inviteCode: string, discountYuan: number, remark?: string) =>
      must(
        await invitations.createInvitation({
          body: {
            distributorName: 'Acme',
            discountAmount: discountYuan,
            inviteCode,
            ...(remark === undefined ? {} : { remark }),
          },
        }),
        'creating the invitation',
      ).id,
    editInvitation: async (id: string, inviteCode: string, discountYuan: number) =>
      must(
        await invitations.updateInvitation({
          params: { id },
          body: { distributorName: 'Acme', discountAmount: discountYuan, inviteCode, remark: '' },
        }),
        'editing the invitation',
      ),
    switchInvitation: async (id: string, status: 'ACTIVE' | 'INACTIVE') =>
      must(await invitations.setInvitationStatus({ params: { id }, body: { status } }), 'switching'),
    grantLeadCredits: async (userId: string, quantity: number, priceYuan: number) =>
      must(
        await users.grantCredits({
          params: { id: userId },
          body: { grants: [{ kind: 'lead', quantity }], price: yuanToFen(priceYuan) },
        }),
        'the grant',
      ),
  }
}

/** A user seen first as a user, then with the administrator role the provider's token now gives. */
export const promoteBySignInProvider = async (api: InProcessApi, userId: string) => {
  for (const roles of [[], ['admin']]) {
    const user = contractClient(UserCalls, injectTransport(api.app), () => api.token(userId, { roles }))
    must(await user.userInfo(), 'reading the user')
  }
}

/** A user the service has seen (their first call records them). */
export const aUser = async (api: InProcessApi, userId: string) => {
  const user = contractClient(UserCalls, injectTransport(api.app), () => api.token(userId))
  must(await user.userInfo(), 'reading the user')
}
