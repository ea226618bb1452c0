import { Building2, Mail, MessageCircle, Phone } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { ProfileContacts } from '../../../application/browser/ports/contacts.api.port.ts'
import { whatsappLink } from '../../../domain/contacts/whatsapp-link.ts'
import { Badge } from '../../components/ui/badge.tsx'
import { Card } from '../../components/ui/card.tsx'
import { useFocusKeptIn } from '../../lib/use-focus-kept-in.ts'
import { useInternationalPhone } from '../../lib/use-international-phone.ts'
import { ContactValues } from './contact-values.tsx'
import { pendingOf } from './pending-parts.ts'
import { RevealCreditsLeft } from './reveal-credits-left.tsx'
import type { ProfileCallFailed } from './reveal-failure.ts'
import { RevealFooter } from './reveal-footer.tsx'

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter((word) => word !== '')
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('')

/** SPEC §3 Profile: who the person is, their emails and phones (masked until paid for), the chat link. */
export const ProfileCard = (props: {
  profile: ProfileContacts
  reveal: () => void
  revealing: boolean
  revealFailure: ProfileCallFailed | undefined
  /** The credits that remain, with a link to buy more when low (the extension shows its own). */
  creditsLeft?: boolean
}) => {
  const { t } = useTranslation()
  const { profile, creditsLeft = false, ...footer } = props
  const pending = pendingOf(profile)
  const shownAny = profile.revealed.emails || profile.revealed.phones
  const status =
    pending.emails || pending.phones
      ? shownAny
        ? { key: 'home.reveal.status_partial', variant: 'warning' as const }
        : { key: 'home.reveal.status_masked', variant: 'neutral' as const }
      : { key: 'home.reveal.status_revealed', variant: 'success' as const }
  const firstPhone = profile.revealed.phones ? profile.phones[0] : undefined
  const chat = firstPhone === undefined ? null : whatsappLink(firstPhone)
  const phoneShown = useInternationalPhone(profile.revealed.phones)
  // The reveal button goes once it worked: focus stays on the card, not on <body>.
  const focus = useFocusKeptIn<HTMLDivElement>()
  return (
    <Card
      ref={focus.box}
      tabIndex={-1}
      // Named, so a screen reader says whose card took focus.
      role="group"
      aria-label={profile.name}
      className="overflow-hidden outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
    >
      <div className="flex items-start gap-4 p-5 sm:p-6">
        <span
          aria-hidden
          className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-700"
        >
          {initialsOf(profile.name)}
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h2 className="text-lg font-semibold">{profile.name}</h2>
            {profile.available.emails + profile.available.phones > 0 ? (
              <Badge variant={status.variant}>{t(status.key)}</Badge>
            ) : null}
          </div>
          {profile.title === null ? null : <p className="text-sm text-slate-700">{profile.title}</p>}
          {profile.company === null ? null : (
            <p className="mt-0.5 flex items-center gap-1.5 text-sm text-slate-500">
              <Building2 aria-hidden className="size-4 shrink-0" />
              {profile.company}
            </p>
          )}
        </div>
      </div>
      <div className="grid gap-5 border-t border-slate-100 px-5 py-5 sm:grid-cols-2 sm:px-6">
        <ContactValues
          titleKey="home.reveal.emails"
          Icon={Mail}
          values={profile.emails}
          revealed={profile.revealed.emails}
          details={profile.emailDetails}
        />
        <ContactValues
          titleKey="home.reveal.phones"
          Icon={Phone}
          values={profile.phones}
          revealed={profile.revealed.phones}
          shown={phoneShown}
        />
      </div>
      {firstPhone === undefined ? null : (
        <div className="border-t border-slate-100 px-5 py-4 sm:px-6">
          {profile.whatsappValid && chat !== null ? (
            <a
              href={chat}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-2 rounded-lg bg-emerald-700 px-3 py-2 text-sm font-medium text-white hover:bg-emerald-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-700 focus-visible:ring-offset-2"
            >
              <MessageCircle aria-hidden className="size-4" />
              {t('home.reveal.whatsapp')}
            </a>
          ) : (
            <p className="flex items-center gap-2 text-sm text-slate-500">
              <MessageCircle aria-hidden className="size-4" />
              {t('home.reveal.whatsapp_none')}
            </p>
          )}
        </div>
      )}
      <div className="space-y-3 border-t border-slate-100 bg-slate-50 px-5 py-4 sm:px-6">
        <RevealFooter profile={profile} {...footer} reveal={focus.act(footer.reveal)} />
        {creditsLeft && profile.available.emails + profile.available.phones > 0 ? (
          <RevealCreditsLeft />
        ) : null}
      </div>
    </Card>
  )
}
