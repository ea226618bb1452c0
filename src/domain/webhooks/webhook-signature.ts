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

/**
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, as Stripe's scheme; one `v1` per secret that
 * signs (two during a secret's rotation: the new one first, the previous one last, so a receiver that
 * still reads only the last `v1` keeps verifying with the secret it has until the overlap ends).
 */
export const signatureHeader = (
  hmac: HmacSha256Hex,
  secrets: string | readonly string[],
  timestamp: number,
  body: string,
): string =>
  [
    `t=${timestamp}`,
    ...(typeof secrets === 'string' ? [secrets] : secrets).map(
      (secret) => `v1=${hmac(secret, signedText(timestamp, body))}`,
    ),
  ].join(',')

/** Equal in constant time for strings of one length (a signature's hex). */
const sameText = (expected: string, given: string): boolean => {
  let difference = expected.length ^ given.length
  for (let i = 0; i < expected.length; i++) difference |= expected.charCodeAt(i) ^ (given.charCodeAt(i) | 0)
  return difference === 0
}

/**
 * A receiver's check (docs/api.md shows it in curl, JavaScript and Python): valid when any `v1` is the
 * HMAC with this secret, so it holds with either secret while a rotation's two both sign.
 */
export const isValidSignature = (
  hmac: HmacSha256Hex,
  secret: string,
  header: string,
  body: string,
  nowSeconds: number,
): boolean => {
  const parts = header
    .split(',')
    .map((part) => [part.slice(0, part.indexOf('=')), part.slice(part.indexOf('=') + 1)])
  const timestamp = Number(parts.find(([name]) => name === 't')?.[1])
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > SIGNATURE_TOLERANCE_SECONDS)
    return false
  const expected = hmac(secret, signedText(timestamp, body))
  return parts.filter(([name]) => name === 'v1').some(([, given]) => sameText(expected, given ?? ''))
}

/** Retries with exponential backoff for a day: 1 min, 2, 4 … capped at an hour between tries. */
export const RETRY_FOR_MS = 24 * 60 * 60 * 1000
export const retryDelayMs = (attempt: number): number =>
  Math.min(60_000 * 2 ** Math.max(0, attempt - 1), 3_600_000)

/** Whether a delivery that failed on `attempt` (1-based) at `elapsedMs` after the event is tried again. */
export const shouldRetry = (attempt: number, elapsedMs: number): boolean =>
  elapsedMs + retryDelayMs(attempt) < RETRY_FOR_MS
