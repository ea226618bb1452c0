import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto'
import type { PasswordHasher } from '../../../application/server/ports/password-hasher.port.ts'

export type ScryptCost = { readonly N: number; readonly r: number; readonly p: number }

// N = 2^15, r = 8 (32 MiB, about 60 ms on one core here): the OWASP minimum for scrypt is N = 2^17 with
// 128 MiB; we trade some of that for sign-ins that cannot exhaust a small server's memory.
export const DEFAULT_SCRYPT_COST: ScryptCost = { N: 2 ** 15, r: 8, p: 1 }
const KEY_LENGTH = 32
const SALT_BYTES = 16

const derive = (password: string, salt: Buffer, cost: ScryptCost) =>
  new Promise<Buffer>((resolve, reject) => {
    const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r }
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) =>
      error === null ? resolve(key) : reject(error),
    )
  })

/**
 * Passwords hashed with node:crypto's scrypt (async: off the event loop), a random salt per password.
 * The stored form `scrypt$N$r$p$salt$hash` carries its own cost, so raising the cost later still
 * verifies old hashes.
 */
export const scryptPasswordHasher = (cost: ScryptCost = DEFAULT_SCRYPT_COST): PasswordHasher => ({
  hash: async (password) => {
    const salt = randomBytes(SALT_BYTES)
    const key = await derive(password, salt, cost)
    return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$')
  },
  verify: async (password, stored) => {
    const [scheme, n, r, p, salt, hash] = stored.split('$')
    if (scheme !== 'scrypt' || salt === undefined || hash === undefined) return false
    const storedCost = { N: Number(n), r: Number(r), p: Number(p) }
    if (![storedCost.N, storedCost.r, storedCost.p].every(Number.isSafeInteger)) return false
    const expected = Buffer.from(hash, 'base64url')
    const actual = await derive(password, Buffer.from(salt, 'base64url'), storedCost)
    return actual.length === expected.length && timingSafeEqual(actual, expected)
  },
})
