import type { SignedInUser } from '../../../domain/identity/signed-in-user.ts'
import { initialsOf } from '../../../domain/identity/signed-in-user.ts'

export type Person = Pick<SignedInUser, 'username' | 'email' | 'avatar'>

export const USER_BUTTON_CLASS = 'h-12 group-data-[collapsible=icon]:p-0!'

/** SPEC §2: the avatar, or the first two letters of the username. */
export const Avatar = ({ person }: { person: Person }) =>
  person.avatar === null ? (
    <span
      aria-hidden
      className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-600 text-xs font-semibold text-white"
    >
      {initialsOf(person)}
    </span>
  ) : (
    <img src={person.avatar} alt="" className="size-8 shrink-0 rounded-full object-cover" />
  )

export const Names = ({ person }: { person: Person }) => (
  <span className="grid min-w-0 flex-1 text-left leading-tight">
    <span className="truncate font-medium text-slate-900">{person.username}</span>
    {person.email !== null && <span className="truncate text-xs text-slate-500">{person.email}</span>}
  </span>
)
