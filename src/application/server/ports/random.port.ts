import type { RandomInt } from '../../../domain/shared/random.ts'

/**
 * Randomness for the service (generated invite codes…). A port, so tests pass a seeded or scripted
 * source and the domain stays a pure function of what it is given (DESIGN rule 1).
 */
export interface Random {
  /** An integer in [0, bound), uniformly; an arrow property, so it can be handed on as a RandomInt. */
  readonly int: RandomInt
}
