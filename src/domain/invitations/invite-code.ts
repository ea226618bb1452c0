import type { RandomInt } from '../shared/random.ts'

export const INVITE_CODE_LENGTH = 8
export const INVITE_CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'

const GENERATED_SHAPE = /^[A-Z0-9]{8}$/

/** Codes are compared case-insensitively, so every stored or typed code goes through this first. */
export const normaliseInviteCode = (input: string): string => input.trim().toUpperCase()

export const sameInviteCode = (a: string, b: string): boolean =>
  normaliseInviteCode(a) === normaliseInviteCode(b)

export const generateInviteCode = (random: RandomInt): string => {
  let code = ''
  for (let i = 0; i < INVITE_CODE_LENGTH; i++) {
    const index = random(INVITE_CODE_ALPHABET.length)
    const char = INVITE_CODE_ALPHABET[index]
    // A random source answering outside [0, bound) is a wiring bug, not a user error.
    if (!Number.isInteger(index) || char === undefined)
      throw new RangeError(`random source returned ${index}`)
    code += char
  }
  return code
}

export const isGeneratedCodeShape = (code: string): boolean => GENERATED_SHAPE.test(code)
