import { Loader2, RotateCw, SearchX } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { ProfileId } from '../../../domain/profiles/profile-id.ts'
import { Button } from '../../components/ui/button.tsx'
import { Card } from '../../components/ui/card.tsx'
import { InlineErrorNotice } from './inline-error-notice.tsx'
import { ProfileCard } from './profile-card.tsx'
import { inlineOutcomeOf, isProfileNotFound, type ProfileCallFailed } from './reveal-failure.ts'
import { useProfileReveal } from './use-profile-reveal.ts'

const Shell = ({ children }: { children: ReactNode }) => (
  <Card className="flex items-center gap-3 p-6 text-slate-600">{children}</Card>
)

const FailedLook = ({ failure, retry }: { failure: ProfileCallFailed; retry: () => void }) => {
  const { t } = useTranslation()
  const outcome = inlineOutcomeOf(failure)
  if (isProfileNotFound(failure))
    return (
      <Shell>
        <SearchX aria-hidden className="size-5 shrink-0 text-slate-400" />
        <p>{t('home.reveal.not_found')}</p>
      </Shell>
    )
  if (outcome !== null) return <InlineErrorNotice outcome={outcome} />
  return (
    <Shell>
      <p className="flex-1">{t('home.reveal.failed')}</p>
      <Button variant="outline" size="sm" onClick={retry}>
        <RotateCw aria-hidden />
        {t('home.reveal.retry')}
      </Button>
    </Shell>
  )
}

/** SPEC §3 Profile for a signed-in user: the person, masked with the cost first, then revealed. */
export const ProfileResult = ({
  profileId,
  creditsLeft = false,
}: {
  profileId: ProfileId
  /** Show the credits left under the reveal (the home page; the extension's popup has its own). */
  creditsLeft?: boolean
}) => {
  const { t } = useTranslation()
  const { look, lookFailed, retry, reveal, revealing, revealFailure } = useProfileReveal(profileId)
  const body = (() => {
    if (lookFailed) return <FailedLook failure={{ _tag: 'ApiCallFailed', status: 'network' }} retry={retry} />
    if (look === undefined)
      return (
        <Shell>
          <Loader2 aria-hidden className="size-5 shrink-0 animate-spin text-brand-600" />
          <p>{t('home.reveal.loading')}</p>
        </Shell>
      )
    // No token: the sign-in dialog is already open.
    if ('_tag' in look && look._tag === 'TokenUnavailable') return null
    if ('_tag' in look) return <FailedLook failure={look} retry={retry} />
    return (
      <ProfileCard
        profile={look}
        reveal={reveal}
        revealing={revealing}
        revealFailure={revealFailure}
        creditsLeft={creditsLeft}
      />
    )
  })()
  return (
    <section aria-label={t('home.reveal.region')} aria-live="polite" className="w-full max-w-2xl text-left">
      {body}
    </section>
  )
}
