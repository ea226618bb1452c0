import { ChevronsUpDown, LogOut } from 'lucide-react'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu.tsx'
import { SidebarMenuButton, useSidebar } from '../../components/ui/sidebar.tsx'
import { Avatar, Names, type Person, USER_BUTTON_CLASS } from './user-menu-parts.tsx'

/**
 * The user menu itself (Radix's dropdown), loaded at the first press or hover of its button
 * (user-menu.tsx): who is signed in, and Logout.
 */
export const UserMenuDropdown = ({
  person,
  open,
  onOpenChange,
  onLogOut,
}: {
  person: Person
  open: boolean
  onOpenChange: (open: boolean) => void
  onLogOut: () => void
}) => {
  const { t } = useTranslation()
  const { isMobile } = useSidebar()
  // The menu opens inside the landmark its button is in (the sidebar, or the drawer on a phone).
  const [landmark, setLandmark] = useState<HTMLElement | null>(null)
  const findLandmark = useCallback(
    (button: HTMLElement | null) =>
      setLandmark(button?.closest<HTMLElement>('aside, [role="dialog"]') ?? null),
    [],
  )
  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild ref={findLandmark}>
        <SidebarMenuButton className={USER_BUTTON_CLASS}>
          <Avatar person={person} />
          <Names person={person} />
          <ChevronsUpDown aria-hidden className="ml-auto text-slate-400" />
        </SidebarMenuButton>
      </DropdownMenuTrigger>
      <DropdownMenuContent
        side={isMobile ? 'top' : 'right'}
        align="end"
        className="w-60"
        container={landmark}
      >
        <DropdownMenuLabel className="flex items-center gap-2">
          <Avatar person={person} />
          <Names person={person} />
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onLogOut}>
          <LogOut aria-hidden />
          {t('auth.signOut')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
