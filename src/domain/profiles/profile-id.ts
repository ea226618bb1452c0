import type { Brand } from '../shared/brand.ts'

/** A person's key: the normalised id from a profile link, also the `{linkedinId}` path parameter. */
export type ProfileId = Brand<string, 'ProfileId'>

// Profile vanity names are at most 100 characters.
export const PROFILE_ID_MAX_LENGTH = 100
// Letters, marks and digits of any script plus '-' and '_': covers vanity names (also non-Latin ones) and
// keeps the id a single safe path segment (no '/', '.', '%', spaces).
const ALLOWED = /^[\p{L}\p{M}\p{N}_-]+$/u

export type InvalidProfileId = { readonly _tag: 'InvalidProfileId' }
const invalid: InvalidProfileId = { _tag: 'InvalidProfileId' }

// A malformed escape ("%E0%A4%A") makes the id unreadable, so it is treated as invalid rather than thrown.
const safeDecode = (text: string): string | undefined => {
  try {
    return decodeURIComponent(text)
  } catch {
    return undefined
  }
}

/**
 * Percent-decoded, NFC, lower case. NFC makes "é" typed or pasted compare equal; the result holds no '%'
 * so normalising it again changes nothing.
 */
export const normaliseProfileId = (segment: string): ProfileId | InvalidProfileId => {
  const decoded = safeDecode(segment)
  if (decoded === undefined) return invalid
  const id = decoded.normalize('NFC').toLowerCase().normalize('NFC')
  if (!ALLOWED.test(id) || [...id].length > PROFILE_ID_MAX_LENGTH) return invalid
  return id as ProfileId
}

/** The API path parameter: surrounding whitespace forgiven, then the same rule as an id from a link. */
export const parseProfileId = (raw: string): ProfileId | InvalidProfileId => normaliseProfileId(raw.trim())
