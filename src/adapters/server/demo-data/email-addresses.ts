import { asciiWords } from './ascii-slug.ts'
import type { DemoEmail, EmailStatus } from './demo-records.ts'
import type { SeededRandom } from './seeded-random.ts'

export const EMAIL_PATTERNS = ['first.last', 'flast', 'first', 'first_last', 'firstl'] as const
export type EmailPattern = (typeof EMAIL_PATTERNS)[number]

// A company uses one pattern for everyone, as real mail systems do; first.last is the most common.
const PATTERN_WEIGHTS: ReadonlyArray<readonly [EmailPattern, number]> = [
  ['first.last', 45],
  ['flast', 25],
  ['first', 10],
  ['first_last', 10],
  ['firstl', 10],
]

/**
 * How a company's mail server answers a verifier. A catch-all server accepts every address, so none
 * can be proven valid: all its addresses are `accept_all`. Elsewhere most check out.
 */
export type MailStyle = { readonly pattern: EmailPattern; readonly catchAll: boolean }

export const drawMailStyle = (random: SeededRandom): MailStyle => ({
  pattern: random.weighted(PATTERN_WEIGHTS),
  catchAll: random.chance(0.15),
})

const STATUS_WEIGHTS: ReadonlyArray<readonly [EmailStatus, number]> = [
  ['valid', 80],
  ['unknown', 10],
  ['invalid', 10],
]

export const localPartFor = (pattern: EmailPattern, firstName: string, lastName: string): string => {
  // "Min-jun" → "minjun", "de Vries" → "devries": one token per name keeps the pattern recognisable.
  const first = asciiWords(firstName).join('') || 'contact'
  const last = asciiWords(lastName).join('') || 'team'
  switch (pattern) {
    case 'first.last':
      return `${first}.${last}`
    case 'flast':
      return `${first.slice(0, 1)}${last}`
    case 'first':
      return first
    case 'first_last':
      return `${first}_${last}`
    case 'firstl':
      return `${first}${last.slice(0, 1)}`
  }
}

/**
 * Hands out addresses on one domain, numbering repeats ("wei.wang2") the way mail admins do, so two
 * people never share a mailbox. It lives for one company only, so memory stays bounded.
 */
export const addressBook = (domain: string): ((localPart: string) => string) => {
  const taken = new Set<string>()
  return (localPart) => {
    let unique = localPart
    for (let n = 2; taken.has(unique); n++) unique = `${localPart}${n}`
    taken.add(unique)
    return `${unique}@${domain}`
  }
}

const NINETY_DAYS_IN_SECONDS = 90 * 24 * 60 * 60

/** A verification result from some moment in the 90 days before `asOf`. */
export const verifiedEmail = (
  random: SeededRandom,
  address: string,
  style: MailStyle,
  asOf: Date,
): DemoEmail => ({
  address,
  status: style.catchAll ? 'accept_all' : random.weighted(STATUS_WEIGHTS),
  checkedAt: new Date(asOf.getTime() - random.int(NINETY_DAYS_IN_SECONDS) * 1000).toISOString(),
})
