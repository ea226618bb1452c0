import { useRouterState } from '@tanstack/react-router'
import { lazy, Suspense, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ProfileId } from '../../../domain/profiles/profile-id.ts'
import { parseProfileLink } from '../../../domain/profiles/profile-link.ts'
import { useOpenedOnce } from '../../lib/use-opened-once.ts'
import { useAuth } from '../auth/auth-context.tsx'
import { Faq } from '../faq/faq.tsx'
import { PublicLayout } from '../layout/public-layout.tsx'
import { ContactBlock } from './contact-block.tsx'
import { HeroActions } from './hero-actions.tsx'
import { HowItWorks } from './how-it-works.tsx'
import { LogoCloud } from './logo-cloud.tsx'
import { ProfileSearchForm } from './profile-search-form.tsx'
import { StatsSection } from './stats-section.tsx'

// Fetched when first needed: the result (and the reveal under it) once a signed-in user searches, the
// dialog once an anonymous visitor does. Most visitors of the first page do neither.
const ProfileResult = lazy(() =>
  import('./profile-result.tsx').then((module) => ({ default: module.ProfileResult })),
)
const SignInPromptDialog = lazy(() =>
  import('./sign-in-prompt-dialog.tsx').then((module) => ({ default: module.SignInPromptDialog })),
)

type Search = { readonly id: ProfileId; readonly attempt: number }

// A search of the profile, one attempt after the last: the same profile searched again is shown anew.
const searchOf =
  (id: ProfileId) =>
  (last: Search | null): Search => ({ id, attempt: (last?.attempt ?? 0) + 1 })

/** SPEC §2 home: hero with the profile search, how it works, statistics, logo cloud, contact, FAQ. */
export const HomePage = () => {
  const { t } = useTranslation()
  const auth = useAuth()
  const status = auth.state.status
  // Back from signing in: the link searched before is in `?link=`, searched again at once.
  const returnedLink = useRouterState({
    select: (state) => new URLSearchParams(state.location.searchStr).get('link') ?? '',
  })
  const [promptedLink, setPromptedLink] = useState<string | null>(null)
  const [search, setSearch] = useState<Search | null>(null)

  // A link sent before the stored session was read (the page is usable before the app has read it)
  // waits for it: whether to ask to sign in or to search depends on it.
  const [sent, setSent] = useState<{ readonly id: ProfileId; readonly link: string } | null>(null)
  useEffect(() => {
    if (sent === null || status === 'checking') return
    setSent(null)
    if (status === 'anonymous') setPromptedLink(sent.link)
    else setSearch(searchOf(sent.id))
  }, [sent, status])

  const promptedOnce = useOpenedOnce(promptedLink !== null)
  const [returnHandled, setReturnHandled] = useState(false)
  useEffect(() => {
    if (returnHandled || status === 'checking') return
    setReturnHandled(true)
    const id = parseProfileLink(returnedLink)
    if (status === 'signedIn' && returnedLink !== '' && typeof id === 'string') setSearch(searchOf(id))
  }, [returnHandled, status, returnedLink])

  return (
    <PublicLayout>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 px-4 pt-12 pb-12 text-center sm:pt-20 sm:pb-16">
          <p className="rounded-full bg-white px-3 py-1 text-sm font-medium text-brand-700 shadow-sm">
            {t('home.hero.eyebrow')}
          </p>
          <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            {t('home.hero.title')}
          </h1>
          <p className="max-w-2xl text-lg text-pretty text-slate-600">{t('home.hero.subtitle')}</p>
          {/* Anonymous visitors are asked to sign in first; signed-in users see the person and the cost. */}
          <ProfileSearchForm initialLink={returnedLink} onValidLink={(id, link) => setSent({ id, link })} />
          {search !== null && status === 'signedIn' ? (
            <Suspense fallback={null}>
              <ProfileResult key={`${search.id}#${search.attempt}`} profileId={search.id} creditsLeft />
            </Suspense>
          ) : null}
          <HeroActions />
        </div>
      </section>
      <HowItWorks />
      <StatsSection />
      <LogoCloud />
      <ContactBlock />
      <Faq />
      {promptedOnce ? (
        <Suspense fallback={null}>
          <SignInPromptDialog
            open={promptedLink !== null}
            onOpenChange={(open) => {
              if (!open) setPromptedLink(null)
            }}
            onSignIn={() => auth.signIn(`/?link=${encodeURIComponent(promptedLink ?? '')}`)}
          />
        </Suspense>
      ) : null}
    </PublicLayout>
  )
}
