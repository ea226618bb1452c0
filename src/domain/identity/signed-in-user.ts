import type { Role } from './role.ts'

/** The signed-in person as the ID token describes them (SPEC §3, User: username, email, avatar, role). */
export type SignedInUser = {
  /** The provider's subject. */
  readonly id: string
  readonly username: string
  readonly email: string | null
  readonly avatar: string | null
  readonly role: Role
}

export const ADMIN_ROLE = 'admin'
/** The claim the embedded provider puts roles in; another provider's is configured (OIDC_ROLES_CLAIM). */
export const DEFAULT_ROLES_CLAIM = 'roles'

const text = (claims: Readonly<Record<string, unknown>>, ...names: string[]): string | null => {
  for (const name of names) {
    const value = claims[name]
    if (typeof value === 'string' && value.trim() !== '') return value
  }
  return null
}

const rolesOf = (value: unknown): readonly string[] => {
  if (typeof value === 'string') return [value]
  return Array.isArray(value) ? value.filter((role): role is string => typeof role === 'string') : []
}

/**
 * Reads a user from ID token claims, the same way the API reads its access tokens: the first non-empty
 * of preferred_username, name, nickname, email (else the subject) is the username; admin when the roles
 * claim (an array or one string) holds `admin`. No subject, no user.
 */
export const userFromClaims = (
  claims: Readonly<Record<string, unknown>>,
  rolesClaim: string = DEFAULT_ROLES_CLAIM,
): SignedInUser | null => {
  const id = text(claims, 'sub')
  if (id === null) return null
  return {
    id,
    username: text(claims, 'preferred_username', 'name', 'nickname', 'email') ?? id,
    email: text(claims, 'email'),
    avatar: text(claims, 'picture'),
    role: rolesOf(claims[rolesClaim]).includes(ADMIN_ROLE) ? 'admin' : 'user',
  }
}

/** SPEC §2: the avatar, or else the first two letters of the username. */
export const initialsOf = (user: Pick<SignedInUser, 'username'>): string =>
  [...user.username.trim()].slice(0, 2).join('').toUpperCase()
