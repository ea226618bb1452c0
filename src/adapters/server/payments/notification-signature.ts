import { createHmac, timingSafeEqual } from 'node:crypto'

/** The fields of a payment notification, in the order they are signed. */
export const NOTIFICATION_FIELDS = ['orderId', 'status', 'amount', 'timestamp', 'nonce'] as const
export type NotificationField = (typeof NOTIFICATION_FIELDS)[number]
export type NotificationFields = { readonly [K in NotificationField]: string } & {
  /** ISO 4217; absent means CNY. Signed after the others when present, so older signatures still hold. */
  readonly currency?: string
}
const CURRENCY = /^[A-Z]{3}$/

// Each value is restricted to characters that cannot be confused with the separators '&' and '=',
// so the signed text names exactly one set of fields.
const SHAPES: { readonly [K in NotificationField]: RegExp } = {
  orderId: /^[A-Za-z0-9-]{1,100}$/,
  status: /^(PAID|CANCELLED)$/,
  amount: /^\d{1,10}\.\d{2}$/,
  timestamp: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/,
  nonce: /^[A-Za-z0-9_-]{8,64}$/,
}
const HEX_SHA256 = /^[0-9a-f]{64}$/

/** The fields if all are present and well formed; anything else cannot be a notification we signed. */
export const notificationFields = (
  fields: Readonly<Record<string, string>>,
): NotificationFields | undefined => {
  const picked = Object.fromEntries(NOTIFICATION_FIELDS.map((name) => [name, fields[name]]))
  const wellFormed = NOTIFICATION_FIELDS.every((name) => {
    const value = picked[name]
    return value !== undefined && SHAPES[name].test(value)
  })
  const currency = fields.currency
  if (!wellFormed || (currency !== undefined && !CURRENCY.test(currency))) return undefined
  return currency === undefined
    ? (picked as NotificationFields)
    : { ...(picked as NotificationFields), currency }
}

/** `orderId=…&status=…&amount=…&timestamp=…&nonce=…[&currency=…]`: the text the signature covers. */
export const signedText = (fields: NotificationFields): string =>
  [
    ...NOTIFICATION_FIELDS.map((name) => `${name}=${fields[name]}`),
    ...(fields.currency === undefined ? [] : [`currency=${fields.currency}`]),
  ].join('&')

/** HMAC-SHA256 of the signed text under the shared secret, as lower-case hex. */
export const signNotification = (secret: string, fields: NotificationFields): string =>
  createHmac('sha256', secret).update(signedText(fields), 'utf8').digest('hex')

/** Constant-time comparison, so the check leaks nothing about how much of a forged signature matched. */
export const hasValidSignature = (secret: string, fields: NotificationFields, signature: string): boolean => {
  const given = signature.trim().toLowerCase()
  if (!HEX_SHA256.test(given)) return false
  return timingSafeEqual(Buffer.from(signNotification(secret, fields), 'hex'), Buffer.from(given, 'hex'))
}
