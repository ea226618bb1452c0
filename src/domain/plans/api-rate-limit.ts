import type { PlanType } from './plan-type.ts'

/**
 * API calls a minute through one API key, by its user's plan: part of the plan catalogue. A user
 * holding several plans (a subscription and packets) gets the highest; a user with none, FREE's. The
 * operator's per-user limit (RATE_LIMIT_USER_PER_MINUTE, every call of the user, browser or key) caps it.
 */
export const API_CALLS_PER_MINUTE: Readonly<Record<PlanType, number>> = {
  FREE: 60,
  MONTHLY_BASIC: 120,
  YEARLY_BASIC: 120,
  PACKET_PROFILE_BASIC: 120,
  PACKET_EMAIL_BASIC: 120,
  PACKET_PHONE_BASIC: 120,
  PACKET_SEARCH_BASIC: 120,
  MONTHLY_PRO: 600,
  YEARLY_PRO: 600,
  PACKET_PROFILE_PRO: 300,
  PACKET_EMAIL_PRO: 300,
  PACKET_PHONE_PRO: 300,
  PACKET_SEARCH_PRO: 300,
  CUSTOM: 1200,
}

/** The limit of a user holding `plans` (usable ones), capped by the operator's `cap` (0: no cap). */
export const apiCallsPerMinute = (plans: readonly PlanType[], cap: number): number => {
  const own = Math.max(API_CALLS_PER_MINUTE.FREE, ...plans.map((plan) => API_CALLS_PER_MINUTE[plan]))
  return cap === 0 ? own : Math.min(own, cap)
}
