import { useRouterState } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAuth } from '../auth/auth-context.tsx'
import { PublicLayout } from '../layout/public-layout.tsx'
import { HowItWorks } from './how-it-works.tsx'
import { ProfileSearchForm } from './profile-search-form.tsx'
import { SignInPromptDialog } from './sign-in-prompt-dialog.tsx'

export const HomePage = () => {
  const { t } = useTranslation()
  const auth = useAuth()
  // Back from signing in: the link searched before is in `?link=`, ready to search again.
  const returnedLink = useRouterState({
    select: (state) => new URLSearchParams(state.location.searchStr).get('link') ?? '',
  })
  const [promptedLink, setPromptedLink] = useState<string | null>(null)
  return (
    <PublicLayout>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 px-4 pt-12 pb-8 text-center sm:pt-24 sm:pb-12">
          <p className="rounded-full bg-white px-3 py-1 text-sm font-medium text-brand-700 shadow-sm">
            {t('home.hero.eyebrow')}
          </p>
          <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            {t('home.hero.title')}
          </h1>
          <p className="max-w-2xl text-lg text-pretty text-slate-600">{t('home.hero.subtitle')}</p>
          {/* Signed-in users' reveal arrives with the contacts screens; anonymous visitors sign in first. */}
          <ProfileSearchForm
            initialLink={returnedLink}
            onValidLink={(_, link) => {
              if (auth.state.status !== 'signedIn') setPromptedLink(link)
            }}
          />
        </div>
      </section>
      <HowItWorks />
      <SignInPromptDialog
        open={promptedLink !== null}
        onOpenChange={(open) => {
          if (!open) setPromptedLink(null)
        }}
        onSignIn={() => auth.signIn(`/?link=${encodeURIComponent(promptedLink ?? '')}`)}
      />
    </PublicLayout>
  )
}
