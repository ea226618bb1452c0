/**
 * SHA-256 of a text's UTF-8 bytes, as 64 lower-case hex digits. Handed to the domain like randomness
 * (DESIGN rule 1): the server passes node:crypto's, tests pass the same; the domain stays pure.
 */
export type Sha256Hex = (text: string) => string
