import { EMAIL_PATTERNS, type EmailPattern, patternsOf, renderPattern } from './email-pattern.ts'
import type { NameParts } from './person-name.ts'

/** An address we hold at a domain, with the name of the person it belongs to. */
export type KnownAddress = { readonly name: NameParts; readonly localPart: string }

/** A domain's patterns with how many known addresses each explains, most first. */
export type LearnedPatterns = {
  readonly counts: readonly { readonly pattern: EmailPattern; readonly count: number }[]
  /** Known addresses at the domain (the denominator of every share). */
  readonly total: number
}

/**
 * What the addresses we hold at a domain say of its pattern: each address counts once for every
 * pattern that makes it from its owner's name (a short name can fit several).
 */
export const learnPatterns = (known: readonly KnownAddress[]): LearnedPatterns => {
  const counts = new Map<EmailPattern, number>()
  for (const { name, localPart } of known)
    for (const pattern of patternsOf(name, localPart)) counts.set(pattern, (counts.get(pattern) ?? 0) + 1)
  return {
    counts: [...counts.entries()]
      .map(([pattern, count]) => ({ pattern, count }))
      .sort(
        (a, b) => b.count - a.count || EMAIL_PATTERNS.indexOf(a.pattern) - EMAIL_PATTERNS.indexOf(b.pattern),
      ),
    total: known.length,
  }
}

/** A candidate address, the pattern that made it, and how many known addresses back that pattern. */
export type Candidate = {
  readonly address: string
  readonly pattern: EmailPattern
  readonly seen: number
  /** Known addresses at the domain. */
  readonly of: number
}

const LOCAL_PART = /^[a-z0-9]+([._-][a-z0-9]+)*$/

/**
 * The addresses to try for a person, best first: the domain's learned patterns by how often they are
 * seen, then the rest in order of how common they are elsewhere. Unique, lower-case, well-formed; at
 * most `limit`.
 */
export const candidateAddresses = (
  name: NameParts,
  domain: string,
  learned: LearnedPatterns,
  limit: number = EMAIL_PATTERNS.length,
): Candidate[] => {
  const seen = new Map(learned.counts.map(({ pattern, count }) => [pattern, count]))
  const order = [
    ...learned.counts.map(({ pattern }) => pattern),
    ...EMAIL_PATTERNS.filter((p) => !seen.has(p)),
  ]
  const candidates = new Map<string, Candidate>()
  for (const pattern of order) {
    const local = renderPattern(pattern, name)
    if (!LOCAL_PART.test(local) || local.length > 64) continue
    const address = `${local}@${domain.toLowerCase()}`
    if (!candidates.has(address))
      candidates.set(address, { address, pattern, seen: seen.get(pattern) ?? 0, of: learned.total })
  }
  return [...candidates.values()].slice(0, limit)
}
