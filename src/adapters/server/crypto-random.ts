import { randomInt } from 'node:crypto'
import type { Random } from '../../application/server/ports/random.port.ts'

// Invite codes are handed to distributors and grant money off: a guessable sequence (Math.random) would
// let anyone enumerate live codes, so they come from the operating system's CSPRNG, without modulo bias.
export const cryptoRandom: Random = { int: (bound) => randomInt(bound) }
