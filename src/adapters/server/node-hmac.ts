import { createHmac } from 'node:crypto'
import type { HmacSha256Hex } from '../../domain/webhooks/webhook-signature.ts'

/** HMAC-SHA256 from node:crypto: webhook signatures. */
export const nodeHmacSha256Hex: HmacSha256Hex = (secret, text) =>
  createHmac('sha256', secret).update(text, 'utf8').digest('hex')
