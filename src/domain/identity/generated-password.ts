import type { RandomInt } from '../shared/random.ts'

// No 0/O, 1/l/I: a password printed once to a log is read by a person and typed by hand.
const ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789'
/** 18 characters of a 56-letter alphabet: about 104 bits, beyond guessing even without rate limits. */
export const GENERATED_PASSWORD_LENGTH = 18

/** A password for an account created on first start, drawn from the randomness it is given. */
export const generatePassword = (random: RandomInt, length = GENERATED_PASSWORD_LENGTH): string =>
  Array.from({ length }, () => ALPHABET.charAt(random(ALPHABET.length))).join('')
