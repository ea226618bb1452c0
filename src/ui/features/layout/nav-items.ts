import { BookOpen, CreditCard, MessageCircle } from 'lucide-react'

/** The public header's page links (SPEC §2), in the order shown; labels are i18n keys. */
export const NAV_ITEMS = [
  { to: '/how-to-use', labelKey: 'nav.howToUse', Icon: BookOpen },
  { to: '/pricing', labelKey: 'nav.pricing', Icon: CreditCard },
  { to: '/contact-us', labelKey: 'nav.contactUs', Icon: MessageCircle },
] as const

/** The footer's policy links. */
export const LEGAL_ITEMS = [
  { to: '/privacy', labelKey: 'footer.privacy' },
  { to: '/terms', labelKey: 'footer.terms' },
  { to: '/opt-out', labelKey: 'footer.optOut' },
] as const
