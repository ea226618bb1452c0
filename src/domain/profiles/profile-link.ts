import { normaliseProfileId, type ProfileId } from './profile-id.ts'

/** The social network's personal-profile path marker (SPEC §5). */
export const PROFILE_MARKER = '/in/'
export const PROFILE_ID_SEGMENT_INDEX = 4

export type InvalidProfileLink = { readonly _tag: 'InvalidProfileLink' }
const invalid: InvalidProfileLink = { _tag: 'InvalidProfileLink' }

const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i

// People paste "linkedin.com/in/x" without a scheme; adding https:// puts the id where the literal
// fifth-segment rule looks. A leading '/' (a bare path) gets no host and stays as typed.
const withScheme = (link: string): string =>
  HAS_SCHEME.test(link) || link.startsWith('/') ? link : `https://${link}`

/**
 * SPEC §5, literally: the link (trimmed, scheme added if missing, query and fragment dropped) contains
 * `/in/` in any case, and its fifth '/'-separated segment is a non-empty id. Nothing checks the host, as
 * the spec does not; the id is what a lookup needs.
 */
export const parseProfileLink = (link: string): ProfileId | InvalidProfileLink => {
  const path = withScheme(link.trim()).split(/[?#]/, 1)[0] ?? ''
  if (!path.toLowerCase().includes(PROFILE_MARKER)) return invalid
  const segment = path.split('/')[PROFILE_ID_SEGMENT_INDEX]
  if (segment === undefined || segment === '') return invalid
  const id = normaliseProfileId(segment)
  return typeof id === 'string' ? id : invalid
}

export const isValidProfileLink = (link: string): boolean => typeof parseProfileLink(link) === 'string'

/** The canonical link for an id, for "open profile" buttons and for tests. */
export const profileLinkFor = (id: ProfileId): string =>
  `https://www.linkedin.com/in/${encodeURIComponent(id)}`
