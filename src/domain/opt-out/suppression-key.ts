import type { ProfileId } from '../profiles/profile-id.ts'
import type { Brand } from '../shared/brand.ts'
import type { OptOutEmail } from './opt-out-email.ts'
import type { Sha256Hex } from './sha256.ts'

/**
 * What the suppression list stores instead of an identifier: SHA-256 over a fixed namespace, the
 * configured pepper, the identifier's kind and its normalised form. The list can then answer "is this
 * person suppressed?" for any record it is shown, yet holds nothing that names anyone.
 */
export type SuppressionKey = Brand<string, 'SuppressionKey'>

/** What a suppressed identifier was: a profile, or an email address. */
export const SUPPRESSION_KINDS = ['profile', 'email'] as const
export type SuppressionKind = (typeof SUPPRESSION_KINDS)[number]

/** A key with what it was made from (the kind only: the identifier itself is never kept). */
export type SuppressionEntry = { readonly kind: SuppressionKind; readonly key: SuppressionKey }

// Versioned, so a different scheme later can never collide with keys made by this one.
export const SUPPRESSION_NAMESPACE = 'leadlens/suppression/v1'
// NUL cannot occur in a profile id, an address or a configured pepper, so the fields cannot run together.
const SEPARATOR = '\u0000'

const keyOf = (kind: SuppressionKind, value: string, pepper: string, sha256: Sha256Hex): SuppressionKey =>
  sha256([SUPPRESSION_NAMESPACE, pepper, kind, value].join(SEPARATOR)) as SuppressionKey

/** The key of a profile id (already normalised by the profiles domain: decoded, NFC, lower case). */
export const profileKey = (profileId: ProfileId, pepper: string, sha256: Sha256Hex): SuppressionKey =>
  keyOf('profile', profileId, pepper, sha256)

/** The key of an address (already normalised: trimmed, lower case). */
export const emailKey = (email: OptOutEmail, pepper: string, sha256: Sha256Hex): SuppressionKey =>
  keyOf('email', email, pepper, sha256)

/**
 * The entries a confirmed opt-out adds: the profile it named and the address that confirmed it (none
 * for a removal an admin approved, where the data held no address).
 */
export const optOutEntries = (
  who: { readonly profileId: ProfileId; readonly email: OptOutEmail | null },
  pepper: string,
  sha256: Sha256Hex,
): readonly SuppressionEntry[] => [
  { kind: 'profile', key: profileKey(who.profileId, pepper, sha256) },
  ...(who.email === null ? [] : [{ kind: 'email' as const, key: emailKey(who.email, pepper, sha256) }]),
]

/**
 * Every key that would suppress a stored person: their profile id, and each of their addresses
 * (lower-cased here, as stored addresses may come in any case).
 */
export const personKeys = (
  person: { readonly profileId: ProfileId; readonly emails: readonly string[] },
  pepper: string,
  sha256: Sha256Hex,
): readonly SuppressionKey[] => [
  profileKey(person.profileId, pepper, sha256),
  ...person.emails.map((address) => emailKey(address.trim().toLowerCase() as OptOutEmail, pepper, sha256)),
]

/**
 * Stored beside the list, so a process configured with another pepper (whose keys would silently never
 * match) is refused instead of letting suppressed people back in.
 */
export const pepperCheck = (pepper: string, sha256: Sha256Hex): string =>
  sha256([SUPPRESSION_NAMESPACE, 'pepper-check', pepper].join(SEPARATOR))
