/**
 * A source of randomness handed to the domain (DESIGN rule 1): returns an integer in [0, bound).
 * The server passes a crypto-backed source; tests pass a seeded one.
 */
export type RandomInt = (bound: number) => number
