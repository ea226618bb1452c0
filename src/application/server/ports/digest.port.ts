import type { Sha256Hex } from '../../../domain/opt-out/sha256.ts'

/** Hashing for the service (suppression keys, token hashes): node:crypto on the server. */
export interface Digest {
  readonly sha256Hex: Sha256Hex
}
