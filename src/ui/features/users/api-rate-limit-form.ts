import { MAX_CUSTOM_API_CALLS_PER_MINUTE } from '../../../domain/plans/api-rate-limit.ts'

export { MAX_CUSTOM_API_CALLS_PER_MINUTE }

export type ApiRateLimitReading =
  | { readonly _tag: 'Valid'; readonly perMinute: number }
  | { readonly _tag: 'Invalid'; readonly error: string }

/**
 * The limit as typed: whole digits only (no "1e3", no "1.5", no sign), from 1 to the service's maximum.
 * The service checks the same (INVALID_API_RATE_LIMIT); here the admin sees it beside the field.
 */
export const readApiRateLimit = (text: string): ApiRateLimitReading => {
  const trimmed = text.trim()
  const n = /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN
  return Number.isInteger(n) && n >= 1 && n <= MAX_CUSTOM_API_CALLS_PER_MINUTE
    ? { _tag: 'Valid', perMinute: n }
    : { _tag: 'Invalid', error: 'users.apiLimit.errors.range' }
}
