/**
 * A small seeded PRNG (sfc32 seeded by a cyrb128-style string hash). `Math.random()` cannot be replayed,
 * and the demo dataset must be identical for a given seed on every machine and in every run.
 *
 * `fork(label)` hashes the stream's own key plus the label, so a forked stream depends only on where it
 * sits in the tree of labels, never on how many numbers were drawn before it: company #n can be built
 * without building companies 0..n-1, in any order, in parallel.
 */
export type SeededRandom = {
  /** The path of labels this stream was derived from; two streams with equal keys are identical. */
  readonly key: string
  /** A float in [0, 1). */
  readonly next: () => number
  /** An integer in [0, bound); `bound` is a whole number from 1 to 2^32. */
  readonly int: (bound: number) => number
  /** An integer in [min, max], both included. */
  readonly between: (min: number, max: number) => number
  readonly pick: <T>(items: readonly T[]) => T
  /** Picks a value with probability proportional to its weight. */
  readonly weighted: <T>(entries: ReadonlyArray<readonly [T, number]>) => T
  readonly chance: (probability: number) => boolean
  readonly fork: (label: string) => SeededRandom
}

type State = [number, number, number, number]

// cyrb128: four 32-bit lanes, so every bit of sfc32's 128-bit state depends on the whole key.
const hash128 = (text: string): State => {
  let h1 = 1779033703
  let h2 = 3144134277
  let h3 = 1013904242
  let h4 = 2773480762
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i)
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067)
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233)
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213)
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179)
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067)
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233)
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213)
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179)
  h1 ^= h2 ^ h3 ^ h4
  h2 ^= h1
  h3 ^= h1
  h4 ^= h1
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0]
}

const sfc32 = ([seedA, seedB, seedC, seedD]: State): (() => number) => {
  let a = seedA
  let b = seedB
  let c = seedC
  let d = seedD
  const step = (): number => {
    const t = (((a + b) | 0) + d) | 0
    d = (d + 1) | 0
    a = b ^ (b >>> 9)
    b = (c + (c << 3)) | 0
    c = (c << 21) | (c >>> 11)
    c = (c + t) | 0
    return (t >>> 0) / 4294967296
  }
  // sfc32's authors discard the first outputs so that similar seeds have time to diverge.
  for (let i = 0; i < 12; i++) step()
  return step
}

// A control character cannot appear in the labels we use, so "a"+"bc" and "ab"+"c" never share a key.
const FORK_SEPARATOR = '\u001f'

export const seededRandom = (key: string): SeededRandom => {
  const next = sfc32(hash128(key))
  const int = (bound: number): number => {
    if (!Number.isInteger(bound) || bound < 1 || bound > 2 ** 32) throw new RangeError(`bad bound ${bound}`)
    return Math.floor(next() * bound)
  }
  const pick = <T>(items: readonly T[]): T => {
    const item = items[int(Math.max(items.length, 1))]
    if (item === undefined) throw new RangeError('pick from an empty list')
    return item
  }
  const weighted = <T>(entries: ReadonlyArray<readonly [T, number]>): T => {
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0)
    let roll = next() * total
    for (const [value, weight] of entries) {
      roll -= weight
      if (roll < 0) return value
    }
    // Only reachable through float rounding on the last entry, or with no positive weight at all.
    const last = entries.at(-1)
    if (last === undefined || total <= 0) throw new RangeError('weighted pick needs a positive weight')
    return last[0]
  }
  return {
    key,
    next,
    int,
    between: (min, max) => min + int(max - min + 1),
    pick,
    weighted,
    chance: (probability) => next() < probability,
    fork: (label) => seededRandom(`${key}${FORK_SEPARATOR}${label}`),
  }
}
