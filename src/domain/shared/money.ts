import type { Brand } from './brand.ts'

/** Money is held in integer fen (1 yuan = 100 fen), never as a float. */
export type Fen = Brand<number, 'Fen'>

export const fen = (amount: number): Fen => {
  if (!Number.isSafeInteger(amount) || amount < 0)
    throw new RangeError(`fen must be a non-negative integer: ${amount}`)
  return amount as Fen
}

/** Yuan as typed by a person (e.g. 12.34) to fen, rounding to the nearest fen. */
export const yuanToFen = (yuan: number): Fen => fen(Math.round(yuan * 100))

/** Fen to yuan for display and for the public API, which speaks yuan. */
export const fenToYuan = (amount: Fen): number => amount / 100
