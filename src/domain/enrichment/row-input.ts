import { hostnameOf } from '../companies/hostname.ts'
import { nameParts } from '../email/person-name.ts'
import type { ProfileId } from '../profiles/profile-id.ts'
import { parseProfileLink } from '../profiles/profile-link.ts'
import type { ColumnMapping } from './column-mapping.ts'

/** Why a row cannot be enriched; the result file says it in words. */
export const INVALID_REASONS = ['empty', 'bad_profile_link', 'bad_email', 'no_company'] as const
export type InvalidReason = (typeof INVALID_REASONS)[number]

/**
 * What a row asks for, as the wire and the upload's preview name it: a profile to reveal, a person to
 * find, an address to verify, or nothing (invalid).
 */
export const ROW_LOOKUPS = ['profile', 'find', 'verify', 'invalid'] as const
export type RowLookup = (typeof ROW_LOOKUPS)[number]

/** What one row asks for, read with the mapping: one lookup each, the first the row allows. */
export type RowInput =
  /** A profile link: the person's contacts from the data (a reveal). */
  | { readonly _tag: 'Profile'; readonly profileId: ProfileId }
  /** A name at a company: the finder (the company's domain, or its name to look the domain up). */
  | {
      readonly _tag: 'Person'
      readonly firstName: string
      readonly lastName: string
      readonly domain: string | null
      readonly company: string | null
    }
  /** An address to verify. */
  | { readonly _tag: 'Email'; readonly address: string }
  | { readonly _tag: 'Invalid'; readonly reason: InvalidReason }

const cellAt = (cells: readonly string[], index: number | undefined): string =>
  index === undefined ? '' : (cells[index] ?? '').trim()

// A bare, plausible address: something@host.tld, no spaces; the verifier judges the rest.
const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** "Mary Ann van der Berg" → first "Mary", last "Ann van der Berg"; one word is a first name alone. */
export const splitFullName = (full: string): { readonly first: string; readonly last: string } => {
  const words = full
    .trim()
    .split(/\s+/)
    .filter((w) => w !== '')
  return { first: words[0] ?? '', last: words.slice(1).join(' ') }
}

/**
 * Reads one row with the mapping. A profile link wins when the row has one; then a name with a company
 * or a domain (the finder); then an address to verify. A row with a cell in a mapped column but nothing
 * usable says why.
 */
export const readRow = (cells: readonly string[], mapping: ColumnMapping): RowInput => {
  const link = cellAt(cells, mapping.profileLink)
  const email = cellAt(cells, mapping.email)
  if (link !== '') {
    const id = parseProfileLink(link)
    if (typeof id === 'string') return { _tag: 'Profile', profileId: id }
  }
  const full = cellAt(cells, mapping.fullName)
  const split = full === '' ? null : splitFullName(full)
  const firstName = cellAt(cells, mapping.firstName) || (split?.first ?? '')
  const lastName = cellAt(cells, mapping.lastName) || (split?.last ?? '')
  const domainCell = cellAt(cells, mapping.domain)
  const domain = domainCell === '' ? null : (hostnameOf(domainCell) ?? null)
  const company = cellAt(cells, mapping.company) || null
  const hasName = nameParts(firstName, lastName) !== null && lastName !== ''
  if (hasName && (domain !== null || company !== null))
    return { _tag: 'Person', firstName, lastName, domain, company }
  if (email !== '') {
    if (LOOKS_LIKE_EMAIL.test(email)) return { _tag: 'Email', address: email.toLowerCase() }
    return { _tag: 'Invalid', reason: 'bad_email' }
  }
  if (link !== '') return { _tag: 'Invalid', reason: 'bad_profile_link' }
  if (hasName) return { _tag: 'Invalid', reason: 'no_company' }
  return { _tag: 'Invalid', reason: 'empty' }
}

/**
 * The row's identity within a file: rows with the same key ask the same question, so the file pays for
 * it once and the later rows copy the first one's answer. Invalid rows have none.
 */
export const rowKey = (input: RowInput): string | null => {
  switch (input._tag) {
    case 'Profile':
      return `p:${input.profileId}`
    case 'Email':
      return `e:${input.address}`
    case 'Person': {
      const name = nameParts(input.firstName, input.lastName)
      const who = name === null ? '' : `${name.first.join('')}.${name.last.join('')}`
      const where = input.domain ?? `company:${(input.company ?? '').toLowerCase().replace(/\s+/g, ' ')}`
      return `n:${who}@${where}`
    }
    case 'Invalid':
      return null
  }
}
