import { Link, useRouterState } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { SignedInUser } from '../../../domain/identity/signed-in-user.ts'
import {
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarGroup,
  SidebarGroupLabel,
  SidebarHeader,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  useSidebar,
} from '../../components/ui/sidebar.tsx'
import { BrandMark } from '../layout/brand-mark.tsx'
import { navGroupsFor } from './dashboard-nav.ts'
import { UserMenu } from './user-menu.tsx'

/** SPEC §2: logo and name (to /), the groups this user may see with the current page marked, the user menu. */
export const DashboardSidebar = ({ user }: { user: SignedInUser }) => {
  const { t } = useTranslation()
  const { setOpenMobile } = useSidebar()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  // The drawer closes once the user went somewhere (a link in it, or Back): on each new address.
  const shownPath = useRef(pathname)
  useEffect(() => {
    if (shownPath.current === pathname) return
    shownPath.current = pathname
    setOpenMobile(false)
  }, [pathname, setOpenMobile])

  return (
    <Sidebar title={t('dashboard.sidebar.title')} closeLabel={t('common.close')}>
      <SidebarHeader>
        <SidebarMenu>
          <SidebarMenuItem>
            <SidebarMenuButton
              asChild
              tooltip={t('brand.name')}
              className="h-10 font-semibold text-slate-900"
            >
              <Link to="/">
                <BrandMark className="size-6! shrink-0" />
                <span>{t('brand.name')}</span>
              </Link>
            </SidebarMenuButton>
          </SidebarMenuItem>
        </SidebarMenu>
      </SidebarHeader>
      <SidebarContent>
        <nav aria-label={t('dashboard.sidebar.navigation')}>
          {navGroupsFor(user.role).map((group) => (
            <SidebarGroup key={group.id} role="group" aria-labelledby={`sidebar-group-${group.id}`}>
              <SidebarGroupLabel id={`sidebar-group-${group.id}`}>{t(group.labelKey)}</SidebarGroupLabel>
              <SidebarMenu>
                {group.items.map(({ to, labelKey, Icon }) => (
                  <SidebarMenuItem key={to}>
                    <SidebarMenuButton asChild tooltip={t(labelKey)}>
                      <Link to={to}>
                        <Icon aria-hidden />
                        <span>{t(labelKey)}</span>
                      </Link>
                    </SidebarMenuButton>
                  </SidebarMenuItem>
                ))}
              </SidebarMenu>
            </SidebarGroup>
          ))}
        </nav>
      </SidebarContent>
      <SidebarFooter>
        <UserMenu user={user} />
      </SidebarFooter>
    </Sidebar>
  )
}
