import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PublicLayout } from '../layout/public-layout.tsx'
import { HowItWorks } from './how-it-works.tsx'
import { ProfileSearchForm } from './profile-search-form.tsx'
import { SignInPromptDialog } from './sign-in-prompt-dialog.tsx'

export const HomePage = () => {
  const { t } = useTranslation()
  const [signInPromptOpen, setSignInPromptOpen] = useState(false)
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
          {/* Sign-in arrives with the identity issue; until then every visitor is anonymous. */}
          <ProfileSearchForm onValidLink={() => setSignInPromptOpen(true)} />
        </div>
      </section>
      <HowItWorks />
      <SignInPromptDialog open={signInPromptOpen} onOpenChange={setSignInPromptOpen} />
    </PublicLayout>
  )
}
