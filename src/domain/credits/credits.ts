import type { Brand } from '../shared/brand.ts'

/** A count of credits: a non-negative integer that cannot be mixed up with money or time. */
export type Credits = Brand<number, 'Credits'>

export const credits = (amount: number): Credits => {
  if (!Number.isSafeInteger(amount) || amount < 0) {
    throw new RangeError(`credits must be a non-negative integer: ${amount}`)
  }
  return amount as Credits
}

export const sumCredits = (amounts: readonly Credits[]): Credits =>
  credits(amounts.reduce((total, amount) => total + amount, 0))
