import type { Brand } from '../shared/brand.ts'
import type { RandomInt } from '../shared/random.ts'
import type { Sha256Hex } from './sha256.ts'

/** The secret in a confirmation link: only its holder can confirm. Sent once, never stored. */
export type OptOutToken = Brand<string, 'OptOutToken'>
/** What the service keeps of a token: its SHA-256, so a database leak confirms nothing. */
export type OptOutTokenHash = Brand<string, 'OptOutTokenHash'>

// URL-safe base64's alphabet: 43 characters of 6 bits each are 258 bits, beyond any guessing.
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
export const OPT_OUT_TOKEN_LENGTH = 43
const SHAPE = /^[A-Za-z0-9_-]{43}$/

export const newOptOutToken = (random: RandomInt): OptOutToken => {
  let token = ''
  for (let i = 0; i < OPT_OUT_TOKEN_LENGTH; i++) {
    const index = random(ALPHABET.length)
    const char = ALPHABET[index]
    // A random source answering outside [0, bound) is a wiring bug, not a user error.
    if (!Number.isInteger(index) || char === undefined)
      throw new RangeError(`random source returned ${index}`)
    token += char
  }
  return token as OptOutToken
}

/** A text that could be a token; anything else is refused before it is hashed or looked up. */
export const asOptOutToken = (text: string): OptOutToken | undefined =>
  SHAPE.test(text) ? (text as OptOutToken) : undefined

export const hashOptOutToken = (token: OptOutToken, sha256: Sha256Hex): OptOutTokenHash =>
  sha256(`${token}`) as OptOutTokenHash
