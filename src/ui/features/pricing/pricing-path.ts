import { optionalInviteCode } from '../../../domain/invitations/invite-code-input.ts'
import type { BillingPeriod } from './pricing-offers.ts'

/** A pricing page's address with its state, so signing in comes back to the same choice. */
export const pricingPath = (
  {
    period,
    inviteCode,
  }: {
    period: BillingPeriod
    inviteCode: string
  },
  base: '/pricing' | '/admin/pricing' = '/pricing',
): string => {
  const search = new URLSearchParams()
  if (period !== 'monthly') search.set('period', period)
  const code = optionalInviteCode(inviteCode)
  if (code !== undefined) search.set('code', code)
  const query = search.toString()
  return query === '' ? base : `${base}?${query}`
}
