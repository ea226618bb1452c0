import { checkCustomApiLimit, MAX_CUSTOM_API_CALLS_PER_MINUTE } from '../../../domain/plans/api-rate-limit.ts'

export { MAX_CUSTOM_API_CALLS_PER_MINUTE }

export type ApiRateLimitReading =
  | { readonly _tag: 'Valid'; readonly perMinute: number }
  | { readonly _tag: 'Invalid'; readonly error: string }

/**
 * The limit as typed: whole digits only (no "1e3", no "1.5", no sign), then the domain's own check
 * (checkCustomApiLimit, which the service answers INVALID_API_RATE_LIMIT by), shown beside the field.
 */
export const readApiRateLimit = (text: string): ApiRateLimitReading => {
  const trimmed = text.trim()
  const n = /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN
  const checked = checkCustomApiLimit(n)
  return checked._tag === 'ValidApiRateLimit'
    ? { _tag: 'Valid', perMinute: checked.perMinute }
    : { _tag: 'Invalid', error: 'users.apiLimit.errors.range' }
}
