import { useQueryClient } from '@tanstack/react-query'
import { ChevronsUpDown } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import type { SignedInUser } from '../../../domain/identity/signed-in-user.ts'
import { SidebarMenu, SidebarMenuButton, SidebarMenuItem } from '../../components/ui/sidebar.tsx'
import { useOpenedOnce } from '../../lib/use-opened-once.ts'
import { useAuth } from '../auth/auth-context.tsx'
import { USER_INFO_QUERY_KEY, useUserInfo } from './use-user-info.ts'
import { Avatar, Names, type Person, USER_BUTTON_CLASS } from './user-menu-parts.tsx'

const loadDropdown = () => import('./user-menu-dropdown.tsx')
const UserMenuDropdown = lazy(() => loadDropdown().then((module) => ({ default: module.UserMenuDropdown })))

/**
 * The sidebar's footer: who is signed in (from user info once loaded, §3) and Logout. Until first
 * opened it is a plain button that looks the same; the menu's code is fetched as the pointer or focus
 * arrives, and opens with the press.
 */
export const UserMenu = ({ user }: { user: SignedInUser }) => {
  const { signOut } = useAuth()
  const queryClient = useQueryClient()
  const info = useUserInfo().data
  const person: Person = info ?? user
  const [open, setOpen] = useState(false)
  const opened = useOpenedOnce(open)
  const logOut = async () => {
    await signOut()
    // The next person to sign in on this tab must not see this one's details.
    queryClient.removeQueries({ queryKey: USER_INFO_QUERY_KEY })
  }
  const button = (
    <SidebarMenuButton
      className={USER_BUTTON_CLASS}
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={() => setOpen(true)}
      // As Radix's trigger does: the keys that open a menu open it.
      onKeyDown={(event) => {
        if (['Enter', ' ', 'ArrowDown'].includes(event.key)) {
          event.preventDefault()
          setOpen(true)
        }
      }}
      onPointerEnter={() => void loadDropdown()}
      onFocus={() => void loadDropdown()}
    >
      <Avatar person={person} />
      <Names person={person} />
      <ChevronsUpDown aria-hidden className="ml-auto text-slate-400" />
    </SidebarMenuButton>
  )
  return (
    <SidebarMenu>
      <SidebarMenuItem>
        {opened ? (
          <Suspense fallback={button}>
            <UserMenuDropdown
              person={person}
              open={open}
              onOpenChange={setOpen}
              onLogOut={() => void logOut()}
            />
          </Suspense>
        ) : (
          button
        )}
      </SidebarMenuItem>
    </SidebarMenu>
  )
}
