import {
  ClipboardList,
  Contact,
  CreditCard,
  FileSpreadsheet,
  History,
  KeyRound,
  type LucideIcon,
  Mail,
  MailSearch,
  ReceiptText,
  Search,
  ShoppingBag,
  Tag,
  TicketPercent,
  UserCog,
  Users,
  UserX,
} from 'lucide-react'
import type { SignedInUser } from '../../../domain/identity/signed-in-user.ts'

export type DashboardPath =
  | '/admin/invitation'
  | '/admin/users'
  | '/admin/audit'
  | '/admin/orders'
  | '/admin/outbox'
  | '/admin/opt-out-reviews'
  | '/admin/account'
  | '/admin/search'
  | '/admin/email-finder'
  | '/admin/enrichment'
  | '/admin/contacts'
  | '/admin/log'
  | '/admin/subscription'
  | '/admin/credits'
  | '/admin/pricing'
  | '/admin/api-keys'

export type DashboardNavItem = {
  readonly to: DashboardPath
  readonly labelKey: string
  /** The page's title (the tab's name) when the sidebar's short label would not do; else the label. */
  readonly titleKey?: string
  readonly Icon: LucideIcon
}
export type DashboardNavGroup = {
  readonly id: 'dashboard' | 'features' | 'account'
  readonly labelKey: string
  readonly adminOnly: boolean
  readonly items: readonly DashboardNavItem[]
}

/** SPEC §2: the sidebar's groups; the first one is for admins only (§6). */
export const DASHBOARD_NAV: readonly DashboardNavGroup[] = [
  {
    id: 'dashboard',
    labelKey: 'dashboard.nav.groups.dashboard',
    adminOnly: true,
    items: [
      { to: '/admin/invitation', labelKey: 'dashboard.nav.invitation', Icon: TicketPercent },
      { to: '/admin/users', labelKey: 'dashboard.nav.users', Icon: Users },
      { to: '/admin/orders', labelKey: 'orders.nav', Icon: ShoppingBag },
      { to: '/admin/audit', labelKey: 'audit.nav', Icon: ClipboardList },
      { to: '/admin/outbox', labelKey: 'outbox.nav', Icon: Mail },
      { to: '/admin/opt-out-reviews', labelKey: 'optOutReviews.nav', Icon: UserX },
    ],
  },
  {
    id: 'features',
    labelKey: 'dashboard.nav.groups.features',
    adminOnly: false,
    items: [
      {
        to: '/admin/search',
        labelKey: 'dashboard.nav.search',
        titleKey: 'dashboard.titles.search',
        Icon: Search,
      },
      { to: '/admin/email-finder', labelKey: 'emailFinder.nav', Icon: MailSearch },
      { to: '/admin/enrichment', labelKey: 'enrichment.nav', Icon: FileSpreadsheet },
      { to: '/admin/contacts', labelKey: 'contacts.nav', Icon: Contact },
      { to: '/admin/log', labelKey: 'dashboard.nav.log', Icon: History },
    ],
  },
  {
    id: 'account',
    labelKey: 'dashboard.nav.groups.account',
    adminOnly: false,
    items: [
      { to: '/admin/subscription', labelKey: 'dashboard.nav.subscription', Icon: CreditCard },
      { to: '/admin/credits', labelKey: 'dashboard.nav.credits', Icon: ReceiptText },
      { to: '/admin/pricing', labelKey: 'dashboard.nav.pricing', Icon: Tag },
      { to: '/admin/api-keys', labelKey: 'apiKeys.nav', Icon: KeyRound },
      { to: '/admin/account', labelKey: 'account.nav', Icon: UserCog },
    ],
  },
]

/** The groups this user may see. */
export const navGroupsFor = (role: SignedInUser['role']): readonly DashboardNavGroup[] =>
  DASHBOARD_NAV.filter((group) => role === 'admin' || !group.adminOnly)

/** The entry for an address (a page below an entry belongs to it), for the top bar's title. */
export const navItemAt = (pathname: string): DashboardNavItem | undefined =>
  DASHBOARD_NAV.flatMap((group) => group.items).find(
    (item) => pathname === item.to || pathname.startsWith(`${item.to}/`),
  )
