import type { RandomInt } from '../shared/random.ts'

/**
 * What a key may do. A key acts as its user, but only within its scopes: `read` the free calls that
 * change nothing, `write` the free calls that change the user's own data (contact lists, re-verification
 * requests), `reveal` anything that charges credits, `enrich` bulk jobs, `admin` the admin calls (and
 * only when its user is an administrator, who gave it that scope explicitly).
 */
export const API_KEY_SCOPES = ['read', 'write', 'reveal', 'enrich', 'admin'] as const
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number]

export const isApiKeyScope = (value: string): value is ApiKeyScope =>
  (API_KEY_SCOPES as readonly string[]).includes(value)

/** Secret scanners (GitHub's, gitleaks) find leaked keys by this prefix. */
export const API_KEY_PREFIX = 'll_live_'

const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'
/** The public part: names the key in the list and finds it in the store; not a secret. */
export const KEY_ID_LENGTH = 12
/** 43 characters of 62: more than 256 bits, beyond guessing; only its hash is stored. */
export const KEY_SECRET_LENGTH = 43

export const MAX_KEY_NAME_LENGTH = 60
/** A user's live keys at once: enough for every integration, few enough to review. */
export const MAX_LIVE_KEYS = 20

export type KeyParts = { readonly id: string; readonly secret: string }

const randomText = (length: number, random: RandomInt) =>
  Array.from({ length }, () => ALPHABET[random(ALPHABET.length)]).join('')

/** A fresh key's parts from the given randomness (a CSPRNG on the server). */
export const newKeyParts = (random: RandomInt): KeyParts => ({
  id: randomText(KEY_ID_LENGTH, random).toLowerCase(),
  secret: randomText(KEY_SECRET_LENGTH, random),
})

/** The key as its owner copies it: `ll_live_<id>_<secret>`. */
export const keyText = ({ id, secret }: KeyParts): string => `${API_KEY_PREFIX}${id}_${secret}`

/** What the list shows of a key once it has been handed over: the prefix and the id. */
export const keyPrefixOf = (id: string): string => `${API_KEY_PREFIX}${id}`

const KEY_TEXT = new RegExp(
  `^${API_KEY_PREFIX}([a-z0-9]{${KEY_ID_LENGTH}})_([A-Za-z0-9]{${KEY_SECRET_LENGTH}})$`,
)

/** A bearer value that has a key's shape, split; anything else (an access token) is null. */
export const parseKeyText = (text: string): KeyParts | null => {
  const match = KEY_TEXT.exec(text)
  if (match === null) return null
  return { id: match[1] ?? '', secret: match[2] ?? '' }
}

/** Looks like one of ours, well-formed or not: such a bearer value is never tried as a token. */
export const looksLikeKey = (text: string): boolean => text.startsWith(API_KEY_PREFIX)

export type ScopeRefusal = { readonly _tag: 'AdminScopeNotAllowed' } | { readonly _tag: 'NoScope' }

/**
 * The scopes a key is created with: at least one, each once, in the canonical order; `admin` only by an
 * administrator (a key never gains more than its creator could give).
 */
export const grantScopes = (
  requested: readonly ApiKeyScope[],
  creatorIsAdmin: boolean,
): readonly ApiKeyScope[] | ScopeRefusal => {
  if (requested.length === 0) return { _tag: 'NoScope' }
  if (requested.includes('admin') && !creatorIsAdmin) return { _tag: 'AdminScopeNotAllowed' }
  return API_KEY_SCOPES.filter((scope) => requested.includes(scope))
}

/**
 * Whether a key with `scopes`, of a user who is (or is not) an administrator now, may make a call that
 * needs `needed`. `admin` needs both the scope and the role: a demoted admin's key loses it at once.
 */
export const keyAllows = (
  scopes: readonly ApiKeyScope[],
  needed: ApiKeyScope,
  userIsAdmin: boolean,
): boolean => scopes.includes(needed) && (needed !== 'admin' || userIsAdmin)
