import type { ProfileId } from '../profiles/profile-id.ts'

/** A list's name: 1 to 60 characters once spaces are collapsed. */
export const LIST_NAME_MAX_LENGTH = 60
/** How many lists a user may keep. */
export const MAX_LISTS = 200
/** How many people one call may add to or take from a list. */
export const MAX_LIST_CHANGE = 1000

export type InvalidListName = { readonly _tag: 'InvalidListName' }

/**
 * A list name as kept: NFKC, spaces collapsed, trimmed; blank, too long, or holding a control character
 * (a NUL cannot even be stored) is refused.
 */
export const listName = (text: string): string | InvalidListName => {
  const clean = text.normalize('NFKC').replace(/\s+/gu, ' ').trim()
  const refused = clean === '' || [...clean].length > LIST_NAME_MAX_LENGTH || /\p{Cc}/u.test(clean)
  return refused ? { _tag: 'InvalidListName' } : clean
}

/** Two names are the same list name when they match in any case. */
export const listNameKey = (name: string): string => name.toLowerCase()

/**
 * Who is in a list after adding `adding`: only people the user holds join, each once; those already
 * in stay in. Being in one list never takes anyone out of another.
 */
export const afterAdding = (
  members: ReadonlySet<ProfileId>,
  adding: readonly ProfileId[],
  held: ReadonlySet<ProfileId>,
): ReadonlySet<ProfileId> => new Set([...members, ...adding.filter((id) => held.has(id))])

/** Who is in a list after taking `removing` out. */
export const afterRemoving = (
  members: ReadonlySet<ProfileId>,
  removing: readonly ProfileId[],
): ReadonlySet<ProfileId> => {
  const gone = new Set(removing)
  return new Set([...members].filter((id) => !gone.has(id)))
}
