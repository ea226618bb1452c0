// Test support, not product code: invite codes made by an administrator through the real calls, and
// paid orders that used them (a buyer's order, then the sandbox provider's notification), so the admin
// page and the API tests read what the service really holds.
import { type AccessTokenSource, contractClient } from '../../adapters/browser/http/contract-client.ts'
import { injectTransport } from '../../adapters/browser/http/inject-transport.ts'
import * as InvitationCalls from '../../adapters/http-contract/invitation.ts'
import type { InvitationCodeForm } from '../../application/browser/ports/invitations.api.port.ts'
import type { PlanType } from '../../domain/plans/plan-type.ts'
import type { InProcessApi } from './in-process-api.fixture.ts'
import { must } from './must.fixture.ts'
import { placeOrder } from './orders-world.fixture.ts'

export { ORDERS_WORLD_SECRET as INVITATIONS_WORLD_SECRET } from './orders-world.fixture.ts'

/** The invitation calls as an administrator (`admin`, a user id the test issuer signs for). */
export const invitationsAdmin = (api: InProcessApi, admin = 'invitations-world-admin') => {
  const token: AccessTokenSource = () => api.token(admin, { roles: ['admin'] })
  return contractClient(InvitationCalls, injectTransport(api.app), token)
}

/** An invite code made by an administrator; `form` in the wire's terms (the discount in yuan). */
export const anInvitation = async (api: InProcessApi, form: InvitationCodeForm) =>
  must(await invitationsAdmin(api).createInvitation({ body: form }), 'creating the invitation')

/** Deletes an invitation behind a page's back (its usage stays). */
export const deleteInvitation = async (api: InProcessApi, id: string) =>
  must(await invitationsAdmin(api).deleteInvitation({ params: { id } }), 'deleting the invitation')

/**
 * A paid order of `plan` with `inviteCode`, by a buyer named `name` with `email` (the sign-in
 * provider's claims): the service records it in the code's usage history when the payment settles.
 * The service must run with INVITATIONS_WORLD_SECRET as PAYMENT_SECRET.
 */
export const aPaidOrderWith = async (
  api: InProcessApi,
  inviteCode: string,
  buyer: { readonly id: string; readonly name: string; readonly email?: string },
  plan: PlanType = 'MONTHLY_BASIC',
) => {
  const token = await api.token(buyer.id, {
    claims: { preferred_username: buyer.name, ...(buyer.email === undefined ? {} : { email: buyer.email }) },
  })
  return placeOrder(api, token, plan, { inviteCode })
}
