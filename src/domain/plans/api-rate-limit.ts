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

/**
 * The most calls a minute an admin may give a CUSTOM (enterprise) user: 100 a second, about what one
 * process serves (docs/performance.md), so one customer cannot take a whole process; more is a sales
 * conversation about a dedicated deployment, not a number in a form.
 */
export const MAX_CUSTOM_API_CALLS_PER_MINUTE = 6000

export type CustomApiLimitCheck =
  | { readonly _tag: 'ValidApiRateLimit'; readonly perMinute: number }
  | { readonly _tag: 'InvalidApiRateLimit' }

/** A limit an admin may set: a whole number of calls a minute from 1 to the maximum. */
export const checkCustomApiLimit = (perMinute: number): CustomApiLimitCheck =>
  Number.isInteger(perMinute) && perMinute >= 1 && perMinute <= MAX_CUSTOM_API_CALLS_PER_MINUTE
    ? { _tag: 'ValidApiRateLimit', perMinute }
    : { _tag: 'InvalidApiRateLimit' }

/** Calls a minute per user (every call, browser or key) and per API key; 0: no limit. */
export type ApiLimits = { readonly perUser: number; readonly perKey: number }

/**
 * The limits of a user holding `plans` (usable ones), with the limit an admin set for them (`custom`,
 * null: none) and the operator's per-user setting (`cap`, 0: no cap). A limit set by an admin is the
 * enterprise deal: while the user holds a CUSTOM plan it is both their per-user and per-key limit,
 * above or below the operator's setting. Otherwise (no CUSTOM plan, or none set, or the plan ended)
 * the catalogue's rule holds: the operator's setting per user, the plans' limit per key.
 */
export const apiLimitsOf = (plans: readonly PlanType[], custom: number | null, cap: number): ApiLimits => {
  if (custom !== null && plans.includes('CUSTOM')) return { perUser: custom, perKey: custom }
  return { perUser: cap, perKey: apiCallsPerMinute(plans, cap) }
}
