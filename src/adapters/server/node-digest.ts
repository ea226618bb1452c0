import { createHash } from 'node:crypto'
import type { Digest } from '../../application/server/ports/digest.port.ts'

/** SHA-256 from node:crypto: the suppression list's keys and the opt-out tokens' stored hashes. */
export const nodeDigest: Digest = {
  sha256Hex: (text) => createHash('sha256').update(text, 'utf8').digest('hex'),
}
