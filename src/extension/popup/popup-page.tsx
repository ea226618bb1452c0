import { Loader2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { ProfileResult } from '../../ui/features/home/profile-result.tsx'
import type { ExtensionPageProps } from '../extension-root.tsx'
import { CreditsLeft } from './credits-left.tsx'
import { HowToPanel } from './how-to-panel.tsx'
import { PopupHeader } from './popup-header.tsx'
import { SignInPanel } from './sign-in-panel.tsx'
import { usePopupSubject } from './use-popup-subject.ts'

/**
 * The toolbar popup (issue 7): over a personal profile, the person with what revealing costs and the
 * reveal (the web app's own card), then the credits left; signed out, the way to sign in; over any
 * other page, how to use it.
 */
export const PopupPage = ({ booted }: ExtensionPageProps) => {
  const { t } = useTranslation()
  const { tab, user, signOut, signingOut } = usePopupSubject()
  const body = (() => {
    if (tab === undefined || user === undefined)
      return (
        <p className="flex items-center gap-2 text-sm text-slate-600">
          <Loader2 aria-hidden className="size-4 animate-spin text-brand-600" />
          {t('extension.loading')}
        </p>
      )
    if (tab._tag === 'OtherTab') return <HowToPanel />
    if (user === null) return <SignInPanel profileId={tab.profileId} />
    return (
      <>
        <ProfileResult profileId={tab.profileId} />
        <CreditsLeft />
      </>
    )
  })()
  return (
    // data-popup: the shared card drawn tighter (extension.css), so every state fits Chrome's 600 px.
    <div data-popup className="w-[24rem] bg-slate-50 text-slate-900">
      <PopupHeader brandName={booted.brandName} user={user} signOut={signOut} signingOut={signingOut} />
      <main className="space-y-2 px-3 py-2">{body}</main>
    </div>
  )
}
