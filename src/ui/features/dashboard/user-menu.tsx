import { useQueryClient } from '@tanstack/react-query'
import { ChevronsUpDown, LogOut } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { initialsOf, type SignedInUser } from '../../../domain/identity/signed-in-user.ts'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu.tsx'
import { SidebarMenu, SidebarMenuButton, SidebarMenuItem, useSidebar } from '../../components/ui/sidebar.tsx'
import { useAuth } from '../auth/auth-context.tsx'
import { USER_INFO_QUERY_KEY, useUserInfo } from './use-user-info.ts'

type Person = Pick<SignedInUser, 'username' | 'email' | 'avatar'>

/** SPEC §2: the avatar, or the first two letters of the username. */
const Avatar = ({ person }: { person: Person }) =>
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

const Names = ({ person }: { person: Person }) => (
  <span className="grid min-w-0 flex-1 text-left leading-tight">
    <span className="truncate font-medium text-slate-900">{person.username}</span>
    {person.email !== null && <span className="truncate text-xs text-slate-500">{person.email}</span>}
  </span>
)

/** The sidebar's footer: who is signed in (from user info once loaded, §3) and Logout. */
export const UserMenu = ({ user }: { user: SignedInUser }) => {
  const { t } = useTranslation()
  const { signOut } = useAuth()
  const queryClient = useQueryClient()
  const { isMobile } = useSidebar()
  const info = useUserInfo().data
  const person: Person = info ?? user
  const logOut = async () => {
    await signOut()
    // The next person to sign in on this tab must not see this one's details.
    queryClient.removeQueries({ queryKey: USER_INFO_QUERY_KEY })
  }
  return (
    <SidebarMenu>
      <SidebarMenuItem>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <SidebarMenuButton className="h-12 group-data-[collapsible=icon]:p-0!">
              <Avatar person={person} />
              <Names person={person} />
              <ChevronsUpDown aria-hidden className="ml-auto text-slate-400" />
            </SidebarMenuButton>
          </DropdownMenuTrigger>
          <DropdownMenuContent side={isMobile ? 'top' : 'right'} align="end" className="w-60">
            <DropdownMenuLabel className="flex items-center gap-2">
              <Avatar person={person} />
              <Names person={person} />
            </DropdownMenuLabel>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={() => void logOut()}>
              <LogOut aria-hidden />
              {t('auth.signOut')}
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </SidebarMenuItem>
    </SidebarMenu>
  )
}
