/**
 * HMAC-SHA256 handed to the domain (DESIGN rule 1): `hmacSha256Hex(secret, text)` as 64 hex digits. The
 * server passes node:crypto's.
 */
export type HmacSha256Hex = (secret: string, text: string) => string

export const SIGNATURE_HEADER = 'LeadLens-Signature'
/** A delivery older or newer than this is refused by a receiver: a replayed one. */
export const SIGNATURE_TOLERANCE_SECONDS = 300

/** What is signed: the delivery's time and its exact body, so neither can be changed or replayed. */
const signedText = (timestamp: number, body: string) => `${timestamp}.${body}`

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, as Stripe's scheme. */
export const signatureHeader = (
  hmac: HmacSha256Hex,
  secret: string,
  timestamp: number,
  body: string,
): string => `t=${timestamp},v1=${hmac(secret, signedText(timestamp, body))}`

/** A receiver's check (docs/api.md shows it in curl, JavaScript and Python). */
export const isValidSignature = (
  hmac: HmacSha256Hex,
  secret: string,
  header: string,
  body: string,
  nowSeconds: number,
): boolean => {
  const parts = new Map(
    header.split(',').map((part) => [part.slice(0, part.indexOf('=')), part.slice(part.indexOf('=') + 1)]),
  )
  const timestamp = Number(parts.get('t'))
  const given = parts.get('v1') ?? ''
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > SIGNATURE_TOLERANCE_SECONDS)
    return false
  const expected = hmac(secret, signedText(timestamp, body))
  let difference = expected.length ^ given.length
  for (let i = 0; i < expected.length; i++) difference |= expected.charCodeAt(i) ^ (given.charCodeAt(i) | 0)
  return difference === 0
}

/** Retries with exponential backoff for a day: 1 min, 2, 4 … capped at an hour between tries. */
export const RETRY_FOR_MS = 24 * 60 * 60 * 1000
export const retryDelayMs = (attempt: number): number =>
  Math.min(60_000 * 2 ** Math.max(0, attempt - 1), 3_600_000)

/** Whether a delivery that failed on `attempt` (1-based) at `elapsedMs` after the event is tried again. */
export const shouldRetry = (attempt: number, elapsedMs: number): boolean =>
  elapsedMs + retryDelayMs(attempt) < RETRY_FOR_MS
