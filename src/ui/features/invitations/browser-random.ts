import type { RandomInt } from '../../../domain/shared/random.ts'

const RANGE = 0x1_0000_0000

/**
 * The browser's cryptographic randomness as the domain takes it: an integer in [0, bound), uniform
 * (draws above the last whole multiple of `bound` are thrown back, so no value is favoured).
 */
export const browserRandomInt: RandomInt = (bound) => {
  const limit = RANGE - (RANGE % bound)
  const draw = new Uint32Array(1)
  for (;;) {
    crypto.getRandomValues(draw)
    const value = draw[0] ?? 0
    if (value < limit) return value % bound
  }
}
