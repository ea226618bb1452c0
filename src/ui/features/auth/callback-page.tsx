import { Link, useRouter } from '@tanstack/react-router'
import { LoaderCircle, TriangleAlert } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../components/ui/button.tsx'
import { PublicLayout } from '../layout/public-layout.tsx'
import { useAuth } from './auth-context.tsx'
import { signInMessage } from './sign-in-message.ts'
import { useSignInCallback } from './use-sign-in-callback.ts'

/** SPEC §2 /callback: a centred spinner while the provider's answer is exchanged, then where sign-in began. */
export const CallbackPage = () => {
  const { t } = useTranslation()
  const router = useRouter()
  const auth = useAuth()
  // The address as the provider sent it, read once: it is replaced as soon as sign-in completes.
  const [callbackUrl] = useState(() => new URL(router.history.location.href, window.location.origin).href)
  const state = useSignInCallback(callbackUrl, async (returnTo) => {
    await auth.reload()
    // Replace, so Back does not return to a spent callback address.
    await router.navigate({ href: returnTo, replace: true })
  })

  if (state.status === 'working')
    return (
      <div role="status" className="flex min-h-dvh items-center justify-center">
        <LoaderCircle aria-hidden className="size-10 animate-spin text-brand-600" />
        <span className="sr-only">{t('auth.callback.working')}</span>
      </div>
    )

  return (
    <PublicLayout>
      <section
        role="alert"
        className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center"
      >
        <TriangleAlert aria-hidden className="size-12 text-amber-500" />
        <h1 className="text-2xl font-semibold">{t('auth.callback.failed')}</h1>
        <p className="text-slate-600">{signInMessage(t, state.failure)}</p>
        <div className="flex gap-3">
          <Button variant="outline" onClick={() => void auth.signIn()}>
            {t('auth.callback.retry')}
          </Button>
          <Button asChild>
            <Link to="/" replace>
              {t('common.backHome')}
            </Link>
          </Button>
        </div>
      </section>
    </PublicLayout>
  )
}
